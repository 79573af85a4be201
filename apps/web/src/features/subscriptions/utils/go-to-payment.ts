/** Leaves the app for the payment page (the acquirer's, or the sandbox's on the same server). */
export function goToPayment(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
