/** The product's name and the company's main website (opened by the close button and logo). */
export const PRODUCT_NAME = 'CoinVault';
export const MAIN_SITE_URL = 'https://coinvault.example';
/** Where customers write for help: the one address every screen that sends them to support shows. */
export const SUPPORT_EMAIL = 'support@coinvault.example';
