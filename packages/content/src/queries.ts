// Every GROQ query the site runs, written once. `sanity typegen generate` reads this file and types each
// query's result in `sanity.types.ts`, so a query and its type can never disagree.
import { FAQS_PER_PAGE } from "@casinolupa/domain";
import { defineQuery } from "groq";

/** An image as the site renders it: alternative text, URL and intrinsic size (width and height keep layout still). */
const imageFields = /* groq */ `{ alt, "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height }`;

/**
 * Rich text as the site renders it: an internal link mark gets the `href` of the page it points at (a document's
 * `/<slug>`, or the fixed route the editor chose), so renaming a page never breaks the links to it.
 */
const richText = /* groq */ `[]{
  ...,
  _type == "block" => {
    "markDefs": markDefs[]{
      ...,
      _type == "internalLink" => { "href": coalesce("/" + reference->slug.current, path) }
    }
  }
}`;

export { FAQS_PER_PAGE };

/**
 * The questions a FAQ list shows, in the order editors dragged them, at most FAQS_PER_PAGE. A question not yet
 * published (created from the list and left as a draft) is skipped, not counted and not shown empty.
 */
const shownFaqs = /* groq */ `faqs[defined(@->_id)][0...${FAQS_PER_PAGE}]->`;

/**
 * What a casino's rating and rank are computed from (rankCasinos in @casinolupa/domain): ranks are never stored, so
 * any list in ranking order fetches every casino with these fields and ranks them in code, in one way everywhere.
 */
const scoringFields = /* groq */ `"slug": slug.current, name, notRanked, rating, ratingBreakdown, wageringRequirement, wageringBase, bonusMatchPercent`;

/**
 * A casino as every card shows it (home, /comparacion and the review's bonus box): the scoring fields, the bonus with
 * its key conditions and the logo. A field that belongs on the cards goes here once and reaches all three queries.
 */
const casinoCardFields = /* groq */ `${scoringFields},
    bonus,
    minDeposit,
    maxBet,
    bonusValidityDays,
    bonusCheckedAt,
    "unverified": coalesce(unverified, []),
    "logo": logo${imageFields}`;

/**
 * What /comparacion shows of a casino, beyond its card: services, payments, licences, pros and cons. The review
 * shows all of it too, so a field for both goes here once. A value the page always needs gets its default here,
 * with `coalesce`, never in the components.
 */
const casinoComparisonFields = /* groq */ `${casinoCardFields},
    "notRankedReason": coalesce(notRankedReason, ""),
    withdrawalTime,
    playUrl,
    sportsbook,
    casino,
    liveDealer,
    mobileApp,
    support,
    "licences": coalesce(licences[]{ _key, authority, reference, checkedAt }, []),
    paymentMethods,
    pros,
    cons`;

/** The site settings singleton. Filtering by `_type` too lets typegen type it as siteSettings, not every document. */
const siteSettings = /* groq */ `*[_type == "siteSettings" && _id == "siteSettings"][0]`;

/**
 * The settings every page with a bonus reads, each with what a missing value becomes: the conditions note stands
 * beside every bonus, so it has a default of its own. An object even without the settings document.
 */
const bonusSettings = /* groq */ `{
    "bonusConditionsNote": coalesce(${siteSettings}.bonusConditionsNote, "Condiciones sujetas a cambios; consulta la web del operador"),
    "hideBonusAmounts": coalesce(${siteSettings}.hideBonusAmounts, false),
    "affiliateDisclosure": coalesce(${siteSettings}.affiliateDisclosure, "")
  }`;

/**
 * What every page's shell needs: navigation (the best-ranked casinos; the comparison lists them all),
 * footer, help lines and the responsible-gambling messages.
 */
export const siteShellQuery = defineQuery(`{
  "settings": ${siteSettings}{
    siteName,
    ageNotice,
    safeGamblingMessage,
    affiliateDisclosure,
    helpLines[]{ _key, name, phone, hours, description },
    footerLinks[]{ _key, label, href },
    externalResources[]{ _key, label, href, description },
    "gamesNav": gamesNav[]->{ "slug": slug.current, "label": coalesce(navLabel, title) },
    "defaultSeo": defaultSeo{ title, description, keywords, "image": image${imageFields} }
  },
  "casinosNav": *[_type == "casino"]{ ${scoringFields} }
}`);

/** The home page: every casino (the loader keeps the best-ranked), its first FAQs, banner carousel and galleries. */
export const homeQuery = defineQuery(`{
  "casinos": *[_type == "casino"]{ ${casinoCardFields} },
  "faqs": coalesce(*[_type == "faqList" && _id == "faqList-home"][0].${shownFaqs}{ _id, question, "answer": answer${richText} }, []),
  "settings": ${bonusSettings},
  "banners": ${siteSettings}{
    homeCarousel{
      heading,
      subtitle,
      caption,
      cards[]{ _key, title, link, "image": image${imageFields} }
    },
    galleries[]{
      _key,
      heading,
      cards[]{ _key, title, link, "image": image${imageFields} }
    }
  }
}`);

/** Every casino with what the comparison page shows; the loader ranks them and lists the ones not ranked last. */
export const comparisonQuery = defineQuery(`{
  "casinos": *[_type == "casino"]{ ${casinoComparisonFields} },
  "settings": ${bonusSettings}
}`);

/** What a path at the top level is: a casino review or a game page (or nothing, a 404). */
export const topLevelPageQuery = defineQuery(`{
  "casino": *[_type == "casino" && slug.current == $slug][0]{
    ${casinoComparisonFields},
    _id,
    _createdAt,
    _updatedAt,
    notRankedCheckedAt,
    description,
    welcomeBonus,
    bonusAmount,
    established,
    owner,
    licensee,
    licenceNumbers[]{ _key, kind, number },
    sanctions[]{ _key, date, yearOnly, amount, description, protectedPlayers, sourceUrl },
    sources[]{ _key, title, url, checkedAt },
    customerSupportHours,
    "supportLanguages": coalesce(supportLanguages, []),
    gameProviders,
    softwareProviders,
    popularGames,
    securityFeatures,
    languages,
    lastReviewed,
    "author": author->{ name, "slug": slug.current, kind }
  },
  "ranking": *[_type == "casino"]{ ${scoringFields} },
  "gamePage": *[_type == "gamePage" && slug.current == $slug][0]{
    _id,
    _createdAt,
    _updatedAt,
    "slug": slug.current,
    title,
    category,
    seo,
    intro,
    lastReviewed,
    "body": body${richText},
    "heroImage": heroImage${imageFields},
    ctas[]{ _key, label, target, path, "casino": casino->{ ${scoringFields}, playUrl } }
  },
  "settings": ${bonusSettings}
}`);

/** A content page (guide, terms, privacy, help centre) with the questions of its FAQ list (`$faqList`, an id). */
export const pageQuery = defineQuery(`{
  "page": *[_type == "page" && slug.current == $slug][0]{
    _id,
    _updatedAt,
    "slug": slug.current,
    title,
    seo,
    intro,
    lastUpdated,
    sections[]{ _key, heading, "body": body${richText} }
  },
  "faqs": coalesce(*[_type == "faqList" && _id == $faqList][0].${shownFaqs}{ _id, question, "answer": answer${richText} }, []),
  "settings": ${siteSettings}{
    helpLines[]{ _key, name, phone, hours, description },
    support,
    externalResources[]{ _key, label, href, description },
    owner
  }
}`);

/** Every public path with the date its content last changed, for sitemap.xml. */
export const sitemapQuery = defineQuery(`{
  "home": ${siteSettings}._updatedAt,
  "documents": *[_type in ["casino", "gamePage", "page"] && defined(slug.current)] | order(_type asc, slug.current asc){
    "slug": slug.current,
    _updatedAt
  },
  "casinosUpdated": *[_type == "casino"] | order(_updatedAt desc)[0]._updatedAt,
  "paymentMethods": *[_type == "casino"]{ notRanked, paymentMethods },
  "paymentPages": *[_type == "paymentMethodPage"]{ method, _updatedAt },
  "authors": *[_type == "author" && defined(slug.current)] | order(slug.current asc){ "slug": slug.current, _updatedAt }
}`);

/**
 * A payment-method page (/casinos-con-<method>): the editors' intro, sources and questions for `$paymentMethod` (a stored
 * name, "Bizum"), and every casino as the comparison shows it; the loader keeps those that accept the method and
 * ranks them as the comparison does.
 */
export const paymentMethodPageQuery = defineQuery(`{
  "page": *[_type == "paymentMethodPage" && method == $paymentMethod] | order(_updatedAt desc)[0]{
    _id,
    _updatedAt,
    method,
    intro,
    lastUpdated,
    "sources": coalesce(sources[]{ _key, title, url, checkedAt }, []),
    "faqs": coalesce(${shownFaqs}{ _id, question, "answer": answer${richText} }, [])
  },
  "casinos": *[_type == "casino"]{ ${casinoComparisonFields}, lastReviewed },
  "settings": ${bonusSettings}
}`);

/** An author's page (/autores/<slug>): who they are and the reviews they sign, which the loader ranks. */
export const authorPageQuery = defineQuery(`{
  "author": *[_type == "author" && slug.current == $slug][0]{
    _id,
    _createdAt,
    _updatedAt,
    name,
    "slug": slug.current,
    kind,
    role,
    bio,
    checks,
    "photo": photo${imageFields},
    "profileLinks": coalesce(profileLinks, [])
  },
  "casinos": *[_type == "casino" && author._ref in *[_type == "author" && slug.current == $slug]._id]{
    ${scoringFields},
    lastReviewed,
    "logo": logo${imageFields}
  }
}`);

/**
 * Everything the site search looks through: casinos, game and guide pages, content pages, the payment-method pages' intros
 * and the FAQs pages show.
 */
export const searchIndexQuery = defineQuery(`{
  "casinos": *[_type == "casino"] | order(name asc){
    "slug": slug.current,
    name,
    description,
    bonus,
    paymentMethods,
    popularGames,
    gameProviders,
    pros,
    notRanked
  },
  "paymentPages": *[_type == "paymentMethodPage"] | order(_updatedAt desc){ method, intro },
  "gamePages": *[_type == "gamePage"] | order(title asc){
    "slug": slug.current,
    title,
    intro,
    "headings": pt::text(body[style in ["h2", "h3"]]),
    "text": pt::text(body)
  },
  "pages": *[_type == "page"] | order(title asc){
    "slug": slug.current,
    title,
    intro,
    "sections": sections[]{ heading, "text": pt::text(body) }
  },
  "faqLists": *[_type == "faqList"] | order(_id asc){
    _id,
    "faqs": coalesce(${shownFaqs}{ _id, question, "text": pt::text(answer) }, [])
  }
}`);

/**
 * Where an outbound link (/ir/<slug>) sends the visitor: the casino's play URL, unless the operator is «no
 * clasificado» or scored under 7,0 (mayLinkToOperator in @casinolupa/domain, so its score fields come too).
 */
export const outboundQuery = defineQuery(
  `*[_type == "casino" && slug.current == $slug][0]{ ${scoringFields}, playUrl }`,
);

/** Who runs the site, as the legal notice and the privacy policy name them; checked at start-up. */
export const siteOwnerQuery = defineQuery(`*[_id == "siteSettings" && _type == "siteSettings"][0].owner`);

/**
 * Every casino with the facts the public change log follows (TRACKED_FACTS in @casinolupa/domain), its revision (the
 * state a change is recorded against) and the editor's reason for the publish. Read after each publish.
 */
export const trackedFactsQuery = defineQuery(`*[_type == "casino"]{
  _id,
  _rev,
  _updatedAt,
  ${scoringFields},
  bonus,
  welcomeBonus,
  bonusAmount,
  minDeposit,
  maxBet,
  bonusValidityDays,
  licensee,
  licences[]{ authority, reference },
  licenceNumbers[]{ kind, number },
  sanctions[]{ date, yearOnly, amount, protectedPlayers },
  "changeReason": coalesce(changeReason, "")
} | order(name asc)`);

/**
 * What the newsletter's digest mentions besides the change log: casinos and game guides with their first
 * publication (to list those new in the period; a casino's bonus check, to tell whether its offer is current), and
 * the site owner, who sends it.
 */
export const digestSourcesQuery = defineQuery(`{
  "casinos": *[_type == "casino" && defined(slug.current)]{ "slug": slug.current, name, "createdAt": _createdAt, bonusCheckedAt },
  "guides": *[_type == "gamePage" && defined(slug.current)]{ "slug": slug.current, title, "createdAt": _createdAt },
  "owner": *[_id == "siteSettings" && _type == "siteSettings"][0].owner{ companyName, address, email }
}`);
