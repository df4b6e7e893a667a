/** The page backgrounds and the brand colour, shared by the theme and the web app manifest. */
export const BRAND_COLOUR = '#6d28d9';
export const LIGHT_BACKGROUND = '#f7f6fb';
export const DARK_BACKGROUND = '#14121a';
