/** Text made safe for HTML text and double- or single-quoted attributes: the server's own small pages. */
export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
