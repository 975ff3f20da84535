/** Text made safe to put into HTML (mails, the served page's head): the five characters HTML gives meaning. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
