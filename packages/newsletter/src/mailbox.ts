// Which inbox an address reaches, for limits only: `Ana.Lopez+promo@gmail.com` and `analopez@googlemail.com`
// are one mailbox, so their confirmation e-mails share one allowance. The stored address never changes.

/** Providers that deliver `a.n.a@` to `ana@`, under their canonical domain. */
const dotBlindDomains: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox behind a deliverable address (validate.ts's form: lower case, domain in ASCII): the `+tag`
 * dropped (most providers deliver sub-addresses to the main mailbox, and treating them as one only errs on the
 * side of fewer e-mails), and the dots dropped where the provider ignores them.
 */
export function mailboxOf(address: string): { mailbox: string; domain: string } {
  const at = address.lastIndexOf("@");
  const rawDomain = address.slice(at + 1).toLowerCase();
  const domain = dotBlindDomains[rawDomain] ?? rawDomain;
  let local = address.slice(0, at).toLowerCase();
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (dotBlindDomains[rawDomain]) local = local.replaceAll(".", "");
  return { mailbox: `${local}@${domain}`, domain };
}
