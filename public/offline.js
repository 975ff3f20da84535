// The offline page (served by the service worker for a page never seen): the shop's CSP allows no inline script
// or handlers, so its behaviour lives here.

/**
 * The language the shopper chose in the app: this browser's storage (src/web/lib/language/language-store.ts), or
 * the cookie that tells the server, which still holds it when storage is refused. English otherwise, as the app.
 */
function chosenLanguage() {
  try {
    const stored = localStorage.getItem('littlehope.language');
    if (stored === 'hi' || stored === 'en') return stored;
  } catch {
    // Storage refused (a private window, blocked site data): the cookie may still say.
  }
  const cookie = /(?:^|;\s*)littlehope_language=(hi|en)(?:;|$)/.exec(document.cookie);
  return cookie ? cookie[1] : 'en';
}

const language = chosenLanguage();
for (const block of document.querySelectorAll('main[data-language]')) {
  const shown = block.dataset.language === language;
  block.hidden = !shown;
  if (shown) {
    document.documentElement.lang = block.lang;
    document.title = block.dataset.title;
  }
}

for (const button of document.querySelectorAll('[data-try-again]'))
  button.addEventListener('click', () => location.reload());
