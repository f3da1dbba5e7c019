// Which mailbox an address reaches, for counting what is sent to it: case, a "+tag" and
// (Gmail) dots in the local part all reach the same inbox, so they count as one.

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** The mailbox `address` delivers to: "Ada.L+x@GoogleMail.com" → "adal@gmail.com". */
export function mailboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "") || local;
  }
  return `${local}@${domain}`;
}
