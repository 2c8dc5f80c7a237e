/** Editorial content of the seed: blog posts, page boxes, guide pages and social links, in da and en. */
import { CANCELLATION_CUTOFF_HOURS } from '@tredjedel/domain';

export const BLOG_TOPICS: { da: string; en: string; excerptDa: string; excerptEn: string; tag: string }[] = [
  {
    da: 'Fem steder til en sen middag i {city}',
    en: 'Five places for a late dinner in {city}',
    excerptDa: 'Når klokken har passeret ni, er de her køkkener stadig åbne.',
    excerptEn: 'Past nine o’clock, these kitchens are still open.',
    tag: 'guides',
  },
  {
    da: 'Årets bedste frokost i {city}',
    en: 'The best lunch of the year in {city}',
    excerptDa: 'Smørrebrød, dagens ret og et glas koldt: vi har smagt os igennem.',
    excerptEn: 'Open sandwiches, the dish of the day and a cold glass: we tasted our way through.',
    tag: 'guides',
  },
  {
    da: 'Sådan får du bord i aften i {city}',
    en: 'How to get a table tonight in {city}',
    excerptDa: 'Borde til i dag sælges fra midnat. Her er vores råd til at nå det.',
    excerptEn: 'Today’s tables go on sale at midnight. Here is how to get one.',
    tag: 'nyheder',
  },
  {
    da: 'Vinterens menuer i {city}',
    en: 'Winter menus in {city}',
    excerptDa: 'Rødkål, vildt og æbleskiver: sæsonen er på tallerkenen.',
    excerptEn: 'Red cabbage, game and æbleskiver: the season is on the plate.',
    tag: 'saeson',
  },
  {
    da: 'Nye steder på Tredjedel i {city}',
    en: 'New places on Tredjedel in {city}',
    excerptDa: 'Vi byder velkommen til en håndfuld nye restauranter og barer.',
    excerptEn: 'We welcome a handful of new restaurants and bars.',
    tag: 'nyheder',
  },
  {
    da: 'Cocktails med udsigt i {city}',
    en: 'Cocktails with a view in {city}',
    excerptDa: 'Barer hvor drinken smager bedre, fordi udsigten er god.',
    excerptEn: 'Bars where the drink tastes better because the view is good.',
    tag: 'guides',
  },
];

/** The late-dinner post names its places (seed-partners-and-blog.ts finds them). */
export const LATE_DINNER = {
  title: 'Fem steder til en sen middag i {city}',
  tag: 'guides',
  count: 5,
  intro: {
    da: 'Her er fem steder i {city}, hvor køkkenet er åbent længst. Book bordet til i aften med en tredjedel rabat.',
    en: 'Here are five places in {city} whose kitchens stay open latest. Book tonight’s table at a third off.',
  },
  line: {
    da: (link: string, area: string, time: string) =>
      `${link}, ${area}: køkkenet tager imod til kl. ${time}.`,
    en: (link: string, area: string, time: string) =>
      `${link}, ${area}: the kitchen takes orders until ${time}.`,
  },
} as const;

export const BLOG_PARAGRAPHS_DA = [
  'Vi har besøgt stederne uanmeldt og betalt for maden selv. Alle priser er med en tredjedel rabat, når du booker i dag.',
  'Husk at bordet er jeres i to timer fra det tidspunkt, I har booket. Kommer I senere, bliver tiden ikke forlænget.',
  'Menuerne skifter med sæsonen, så tjek stedets side for dagens udvalg, før du bestiller.',
];

export const BLOG_PARAGRAPHS_EN = [
  'We visited unannounced and paid for the food ourselves. Every price is a third off when you book today.',
  'Remember the table is yours for two hours from the time you booked. Arriving later does not extend it.',
  'Menus change with the season, so check the place’s page for today’s selection before you order.',
];

/**
 * Guide texts about money, as the flow behaves (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md); migration 0020 writes them into databases seeded before.
 *
 * @internal Exported for the tests that use it directly (test/db/guide-cancellation.test.ts).
 */
export const PAYMENT_GUIDE = {
  da: 'Alle priser er inklusive 25 % moms. Der lægges et lille administrationsgebyr på hver ordre.',
  en: 'All prices include 25% VAT. A small administration fee is added to each order.',
};
/** @internal Exported for the tests that use it directly (test/db/guide-cancellation.test.ts). */
export const CANCELLATION_GUIDE = {
  da: `Du kan afbestille gratis og få hele beløbet tilbage indtil ${CANCELLATION_CUTOFF_HOURS} timer før ankomst, via linket i bekræftelsesmailen. Derefter refunderes købet ikke. Booker du mindre end ${CANCELLATION_CUTOFF_HOURS} timer før ankomst, kan bordet ikke afbestilles; det får du at vide, før du betaler.`,
  en: `You can cancel free of charge and get the full amount back until ${CANCELLATION_CUTOFF_HOURS} hours before arrival, through the link in the confirmation e-mail. After that the purchase is not refunded. If you book less than ${CANCELLATION_CUTOFF_HOURS} hours before arrival, the table cannot be cancelled; you are told so before you pay.`,
};

export const GUIDE_PAGES = [
  {
    slug: 'saadan-virker-det',
    titleDa: 'Sådan virker det',
    titleEn: 'How it works',
    bodyDa:
      'Vælg en restaurant, antal personer og et tidspunkt i dag. Vælg menuer, skriv dine oplysninger og betal. Billetten kommer på e-mail.',
    bodyEn:
      'Choose a place, your party size and a time today. Pick menus, enter your details and pay. Your ticket arrives by e-mail.',
  },
  {
    slug: 'kun-i-dag',
    titleDa: 'Kun borde til i dag',
    titleEn: 'Tables for today only',
    bodyDa: 'Vi sælger kun borde til samme dag. Dagens borde kommer til salg ved midnat.',
    bodyEn: 'We sell same-day tables only. Today’s tables go on sale at midnight.',
  },
  {
    slug: 'to-timer',
    titleDa: 'Bordet er dit i to timer',
    titleEn: 'The table is yours for two hours',
    bodyDa: 'Bordet er jeres i to timer fra det bookede tidspunkt.',
    bodyEn: 'The table is yours for two hours from the booked time.',
  },
  {
    slug: 'gavekort',
    titleDa: 'Gavekort',
    titleEn: 'Gift cards',
    bodyDa: 'Et gavekort kan bruges på alle steder og dækker også administrationsgebyret.',
    bodyEn: 'A gift card works at every place and also covers the administration fee.',
  },
  {
    slug: 'betaling-og-gebyr',
    titleDa: 'Betaling og gebyr',
    titleEn: 'Payment and fee',
    bodyDa: PAYMENT_GUIDE.da,
    bodyEn: PAYMENT_GUIDE.en,
  },
  {
    slug: 'afbestilling',
    titleDa: 'Afbestilling',
    titleEn: 'Cancelling',
    bodyDa: CANCELLATION_GUIDE.da,
    bodyEn: CANCELLATION_GUIDE.en,
  },
  {
    slug: 'alder',
    titleDa: 'Du skal være fyldt 18 år',
    titleEn: 'You must be 18 or older',
    bodyDa: 'Køber skal være fyldt 18 år.',
    bodyEn: 'The buyer must be 18 or older.',
  },
];

export const SOCIAL_LINKS = [
  { label: 'Facebook', link: 'https://www.facebook.com/tredjedel', icon: 'facebook' },
  { label: 'Instagram', link: 'https://www.instagram.com/tredjedel', icon: 'instagram' },
  { label: 'LinkedIn', link: 'https://www.linkedin.com/company/tredjedel', icon: 'linkedin' },
];
