/**
 * Escapes text (e.g. a server's error message or a record's name) for use inside an alert's HTML
 * message (spec §3: alert messages are HTML), so it shows as typed rather than as markup.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
