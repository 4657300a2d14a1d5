// Every GROQ query the site runs, written once. `sanity typegen generate` reads this file and types each
// query's result in `sanity.types.ts`, so a query and its type can never disagree.
import { defineQuery } from "groq";

/** An image as the site renders it: alternative text, URL and intrinsic size (width and height keep layout still). */
const imageFields = /* groq */ `{ alt, "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height }`;

/**
 * Questions a page shows at most: home's accordion has ten (the spec), the help centre and the guide fewer.
 * Editors order them; the rest stay in the Studio, out of the page and of the search.
 */
export const FAQS_PER_PAGE = 10;

/** The site settings singleton. Filtering by `_type` too lets typegen type it as siteSettings, not every document. */
const siteSettings = /* groq */ `*[_type == "siteSettings" && _id == "siteSettings"][0]`;

/**
 * What every page's shell needs: navigation (the ten best-ranked casinos; the comparison lists the rest),
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
  "casinosNav": *[_type == "casino"] | order(rank asc)[0...10]{ "slug": slug.current, name }
}`);

/** The home page: the best-ranked casinos (`$limit` of them), its first FAQs, banner carousel and galleries. */
export const homeQuery = defineQuery(`{
  "casinos": *[_type == "casino"] | order(rank asc)[0...$limit]{
    "slug": slug.current,
    name,
    rank,
    rating,
    bonus,
    minDeposit,
    wageringRequirement,
    wageringBase,
    bonusMatchPercent,
    bonusValidityDays,
    maxBet,
    "logo": logo${imageFields}
  },
  "faqs": *[_type == "faq" && placement == "home"] | order(order asc)[0...${FAQS_PER_PAGE}]{ _id, question, answer },
  "settings": ${siteSettings}{
    bonusConditionsNote,
    hideBonusAmounts,
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

/** Every casino, by rank, with what the comparison page shows. */
export const comparisonQuery = defineQuery(`{
  "casinos": *[_type == "casino"] | order(rank asc){
    "slug": slug.current,
    name,
    rank,
    rating,
    bonus,
    minDeposit,
    wageringRequirement,
    wageringBase,
    bonusMatchPercent,
    maxBet,
    withdrawalTime,
    playUrl,
    sportsbook,
    casino,
    liveDealer,
    mobileApp,
    support,
    licences[]{ _key, authority, reference },
    paymentMethods,
    pros,
    cons,
    "logo": logo${imageFields}
  },
  "settings": ${siteSettings}{ bonusConditionsNote, hideBonusAmounts, affiliateDisclosure }
}`);

/** What a path at the top level is: a casino review or a game page (or nothing, a 404). */
export const topLevelPageQuery = defineQuery(`{
  "casino": *[_type == "casino" && slug.current == $slug][0]{
    _id,
    _createdAt,
    _updatedAt,
    "slug": slug.current,
    name,
    rank,
    rating,
    ratingBreakdown,
    description,
    bonus,
    welcomeBonus,
    bonusAmount,
    bonusMatchPercent,
    minDeposit,
    wageringRequirement,
    wageringBase,
    maxBet,
    bonusValidityDays,
    withdrawalTime,
    playUrl,
    sportsbook,
    casino,
    liveDealer,
    mobileApp,
    established,
    owner,
    licensee,
    licenceNumbers[]{ _key, kind, number },
    unverified,
    sanctions[]{ _key, date, amount, description, sourceUrl },
    sources[]{ _key, title, url, checkedAt },
    licences[]{ _key, authority, reference, checkedAt },
    support,
    customerSupportHours,
    gameProviders,
    softwareProviders,
    popularGames,
    securityFeatures,
    paymentMethods,
    languages,
    pros,
    cons,
    lastReviewed,
    "logo": logo${imageFields}
  },
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
    body,
    "heroImage": heroImage${imageFields},
    ctas[]{ _key, label, target, path, "casino": casino->{ "slug": slug.current, name, playUrl } }
  },
  "settings": ${siteSettings}{ bonusConditionsNote, hideBonusAmounts, affiliateDisclosure }
}`);

/** A content page (guide, terms, privacy, help centre) with the first FAQs placed on it. */
export const pageQuery = defineQuery(`{
  "page": *[_type == "page" && slug.current == $slug][0]{
    _id,
    _updatedAt,
    "slug": slug.current,
    title,
    seo,
    intro,
    lastUpdated,
    sections[]{ _key, heading, body }
  },
  "faqs": *[_type == "faq" && placement == $faqPlacement] | order(order asc)[0...${FAQS_PER_PAGE}]{ _id, question, answer },
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
  "casinosUpdated": *[_type == "casino"] | order(_updatedAt desc)[0]._updatedAt
}`);

/** Everything the site search looks through: casinos, game and guide pages, content pages and FAQs. */
export const searchIndexQuery = defineQuery(`{
  "casinos": *[_type == "casino"] | order(rank asc){
    "slug": slug.current,
    name,
    description,
    bonus,
    paymentMethods,
    popularGames,
    gameProviders,
    pros
  },
  "gamePages": *[_type == "gamePage"] | order(title asc){
    "slug": slug.current,
    title,
    intro,
    "text": pt::text(body)
  },
  "pages": *[_type == "page"] | order(title asc){
    "slug": slug.current,
    title,
    intro,
    "sections": sections[]{ heading, "text": pt::text(body) }
  },
  "faqs": *[_type == "faq"] | order(placement asc, order asc){
    _id,
    question,
    placement,
    "text": pt::text(answer)
  }
}`);

/** Where an outbound link (/ir/<slug>) sends the visitor: the casino's play URL. */
export const outboundQuery = defineQuery(`*[_type == "casino" && slug.current == $slug][0]{ playUrl }`);

/** Who runs the site, as the legal notice and the privacy policy name them; checked at start-up. */
export const siteOwnerQuery = defineQuery(`*[_id == "siteSettings" && _type == "siteSettings"][0].owner`);
