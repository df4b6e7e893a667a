/** A plan price as the cards show it, in the page's language: "$5", or "$4.99" in English. */
export const formatDollars = (amount: number, language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
