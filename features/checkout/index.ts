/**
 * Checkout: what the rest of the site may call on the server. Placing an order (a Buy Now
 * request, or a cart with its rentals booked in the same transaction), the cart's quote, the
 * owner's order list and the owner's e-mail. See README.md in this folder.
 */
import "server-only";

export type * from "./views";
export { createCheckoutOrder, createOrderRequest } from "./server/place-order";
export { quoteCart } from "./server/cart-quote";
export { deleteOrder, eachOrder, listOrders, setOrderStatus } from "./data/orders";
export { notifyOwnerOfOrder } from "./server/notify";
