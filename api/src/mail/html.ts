// HTML escaping for the shop's e-mails: every text and link they show goes through it.
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ENTITIES[character]);
