/** The same server, another database: used to create and drop throwaway test databases. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A maintenance connection (database "postgres") for CREATE/DROP DATABASE. */
export function adminUrl(serverUrl: string): string {
  return databaseUrlFor(serverUrl, 'postgres');
}
