// The cart lives in the browser's local storage under this key.
export const CART_STORAGE_KEY = "cart";
/** Dispatched on window when this tab changes the cart; other tabs get the `storage` event. */
export const CART_CHANGED_EVENT = "cart:changed";
/** The promo code applied in the cart; the success page clears it so it never carries over into the next order unseen. */
export const PROMO_STORAGE_KEY = "cart_promo";
/** /cart?add={guideId}: how a guide's Add to Cart or Buy works before the page's scripts run. */
export const CART_ADD_PARAM = "add";
/** The bundles in the cart: a JSON list of strand ids (["power"]); their price is the server's. */
export const CART_BUNDLES_KEY = "cart_bundles";
/** /cart?bundle={strand}: how a bundle's Add to Cart works before the page's scripts run. */
export const CART_BUNDLE_PARAM = "bundle";
