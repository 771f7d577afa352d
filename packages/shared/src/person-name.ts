// A person's name as the withdrawal function takes it (docs/behaviour.md §14): it is printed in the
// staff notice and in the shopper's acknowledgement, where mail clients turn whatever looks like a
// web or e-mail address into a link, so a name that holds one would put a stranger's link into a
// mail the shop sends. A name has none: no scheme ("https:", "mailto:", "javascript:"), no "www.",
// no "@", no host name ("evil.com", "refund.ai"), no IP address. Without zod, so
// the storefront's form can apply the same rule before it sends.

/** `scheme:` followed by anything but a space, or `//` anywhere (schemeless links). */
const SCHEME = /(?:^|[^\p{L}\p{N}])[a-z][a-z0-9+.-]*:(?!\s|$)|\/\//iu;
/**
 * A host name: labels joined by dots without spaces, the last one of two letters or more
 * ("evil.com", "refund.ai", "x.page/login"). Any top-level domain, as mail clients link new ones
 * too; a name's initials and titles ("J. O'Brien", "Dr. Petrova") have a space after the dot, and
 * "J.R.R." ends in one letter.
 */
const HOST = /(?:^|[^\p{L}\p{N}.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?![\p{L}\p{N}-])/iu;
const IP_ADDRESS = /\d{1,3}(?:\.\d{1,3}){3}/;

export const NAME_NOT_LINK_MESSAGE = "must be a name, without web addresses, links or e-mail addresses";

/** Whether `name` holds nothing a mail client would make a link of. */
export function isNameWithoutLinks(name: string): boolean {
  return (
    !name.includes("@") && !/www\./i.test(name) && !SCHEME.test(name) && !HOST.test(name) && !IP_ADDRESS.test(name)
  );
}
