import { defineEndpoints } from './endpoint.ts';

/**
 * Every endpoint under `/api/v0` (ADR 0027): the one place a path is written. The server registers
 * each route from its entry and the schemas beside it (`endpoint-schemas.ts`); the web app and the
 * tests call through it. Paths, methods and trailing slashes are spec section 7's contract.
 */
export const endpoints = defineEndpoints({
  // fantasies
  listFantasies: { method: 'GET', path: '/fantasies/', access: 'public' },
  listTags: { method: 'GET', path: '/fantasies/tags/', access: 'public' },
  listCollections: { method: 'GET', path: '/fantasies/collections/', access: 'public' },
  getFantasy: { method: 'GET', path: '/fantasies/:id/', access: 'public' },
  listRelatedFantasies: { method: 'GET', path: '/fantasies/:id/related/', access: 'public' },
  getFilters: { method: 'GET', path: '/fantasies/user/filters/', access: 'signedIn' },
  saveFilters: { method: 'POST', path: '/fantasies/user/filters/', access: 'signedIn' },
  getCardIntensity: { method: 'GET', path: '/fantasies/user/intensity/', access: 'signedIn' },
  saveCardIntensity: { method: 'PUT', path: '/fantasies/user/intensity/', access: 'signedIn' },
  sendFeedback: { method: 'POST', path: '/fantasies/:id/feedback/', access: 'signedIn' },
  // matches, maybes and passes
  getFantasyStats: { method: 'GET', path: '/fantasies/stats/', access: 'public' },
  listLiked: { method: 'GET', path: '/fantasies/liked/', access: 'signedIn' },
  listMatches: { method: 'GET', path: '/fantasies/matches/', access: 'signedIn' },
  likeFantasy: { method: 'POST', path: '/fantasies/:id/like/', access: 'signedIn' },
  dislikeFantasy: { method: 'POST', path: '/fantasies/:id/dislike/', access: 'signedIn' },
  listMaybes: { method: 'GET', path: '/fantasies/maybe/', access: 'signedIn' },
  listMaybeMatches: { method: 'GET', path: '/fantasies/maybe_matches/', access: 'signedIn' },
  maybeFantasy: { method: 'POST', path: '/fantasies/:id/maybe/', access: 'signedIn' },
  unmaybeFantasy: { method: 'DELETE', path: '/fantasies/:id/maybe/', access: 'signedIn' },
  listPassed: { method: 'GET', path: '/fantasies/passed/', access: 'signedIn' },
  passFantasy: { method: 'POST', path: '/fantasies/:id/pass/', access: 'signedIn' },
  unpassFantasy: { method: 'DELETE', path: '/fantasies/:id/pass/', access: 'signedIn' },
  forgetPasses: { method: 'DELETE', path: '/fantasies/passed/', access: 'signedIn' },
  // a couple's own cards (ADR 0030)
  listOwnCards: { method: 'GET', path: '/own_cards/', access: 'signedIn' },
  createOwnCard: { method: 'POST', path: '/own_cards/', access: 'signedIn' },
  updateOwnCard: { method: 'PATCH', path: '/own_cards/:id/', access: 'signedIn' },
  deleteOwnCard: { method: 'DELETE', path: '/own_cards/:id/', access: 'signedIn' },
  shareOwnCard: { method: 'POST', path: '/own_cards/:id/share/', access: 'signedIn' },
  // deep id
  getDeepid: { method: 'GET', path: '/fantasies/deepid/', access: 'signedIn' },
  setDeepid: { method: 'POST', path: '/fantasies/deepid_set/', access: 'signedIn' },
  // events
  listEvents: { method: 'GET', path: '/events/', access: 'signedIn' },
  listActualEvents: { method: 'GET', path: '/events/actual/', access: 'signedIn' },
  listCompletedEvents: { method: 'GET', path: '/events/completed/', access: 'signedIn' },
  listEventMemories: { method: 'GET', path: '/events/memories/', access: 'signedIn' },
  saveEventMemory: { method: 'PUT', path: '/events/:id/memory/', access: 'signedIn' },
  listPublicEvents: { method: 'GET', path: '/public_events/', access: 'public' },
  createEvent: { method: 'POST', path: '/events/', access: 'signedIn' },
  updateEvent: { method: 'PATCH', path: '/events/:id/', access: 'signedIn' },
  acceptEvent: { method: 'POST', path: '/events/:id/accept/', access: 'signedIn' },
  rejectEvent: { method: 'POST', path: '/events/:id/reject/', access: 'signedIn' },
  completeEvent: { method: 'POST', path: '/events/:id/complete/', access: 'signedIn' },
  deleteEvent: { method: 'DELETE', path: '/events/:id/', access: 'signedIn' },
  getEventCalendar: { method: 'GET', path: '/events/:id/calendar/', access: 'signedIn', cookie: true },
  // notifications, live updates, push
  listNotifications: { method: 'GET', path: '/notifications/', access: 'signedIn' },
  openStream: { method: 'GET', path: '/stream/', access: 'signedIn', cookie: true },
  getPushKey: { method: 'GET', path: '/push/key/', access: 'public' },
  savePushSubscription: { method: 'POST', path: '/push/subscriptions/', access: 'signedIn' },
  deletePushSubscription: { method: 'DELETE', path: '/push/subscriptions/', access: 'signedIn' },
  // sign-in
  getProviders: { method: 'GET', path: '/user/providers/', access: 'public' },
  googleLogin: { method: 'POST', path: '/user/google_login_jwt/', access: 'public' },
  yandexLogin: { method: 'POST', path: '/user/yandex_login/', access: 'public' },
  vkLogin: { method: 'POST', path: '/user/vk_login/', access: 'public' },
  appleLogin: { method: 'POST', path: '/user/apple_login/', access: 'public' },
  devLogin: { method: 'POST', path: '/user/dev_login/', access: 'public' },
  logout: { method: 'POST', path: '/user/logout/', access: 'signedIn' },
  logoutAll: { method: 'POST', path: '/user/logout_all/', access: 'signedIn' },
  // profile
  getProfile: { method: 'GET', path: '/user/profile/', access: 'signedIn' },
  updateProfile: { method: 'PUT', path: '/user/profile/', access: 'signedIn' },
  registerForInterview: { method: 'POST', path: '/forms/reg_for_interview/', access: 'signedIn' },
  // privacy
  exportAccount: { method: 'GET', path: '/user/export/', access: 'signedIn' },
  deleteAccount: { method: 'DELETE', path: '/user/profile/', access: 'signedIn' },
  listSessions: { method: 'GET', path: '/user/sessions/', access: 'signedIn' },
  endSession: { method: 'DELETE', path: '/user/sessions/:id/', access: 'signedIn' },
  listConsents: { method: 'GET', path: '/user/consents/', access: 'signedIn' },
  recordConsent: { method: 'POST', path: '/user/consents/', access: 'signedIn' },
  giveIntimateConsent: { method: 'PUT', path: '/user/consents/intimate_answers/', access: 'signedIn' },
  withdrawIntimateConsent: { method: 'DELETE', path: '/user/consents/intimate_answers/', access: 'signedIn' },
  // partners and invites
  getPartner: { method: 'GET', path: '/partner/current/', access: 'signedIn' },
  removePartner: { method: 'DELETE', path: '/partner/current/remove/', access: 'signedIn' },
  listInvites: { method: 'GET', path: '/invites/list/', access: 'signedIn' },
  createInviteLink: { method: 'POST', path: '/invites/link/', access: 'member' },
  revokeInviteLink: { method: 'DELETE', path: '/invites/link/', access: 'signedIn' },
  previewInviteLink: { method: 'GET', path: '/invites/link/:token/', access: 'public' },
  acceptInviteLink: { method: 'POST', path: '/invites/link/:token/accept/', access: 'member' },
  createInvite: { method: 'POST', path: '/invites/create/', access: 'member' },
  acceptInvite: { method: 'POST', path: '/invites/:id/accept/', access: 'member' },
  withdrawInvite: { method: 'DELETE', path: '/invites/:id/', access: 'signedIn' },
  rejectInvite: { method: 'POST', path: '/invites/:id/reject/', access: 'signedIn' },
  // premium
  listPlans: { method: 'GET', path: '/subscriptions/plans/', access: 'public' },
  getSubscription: { method: 'GET', path: '/subscriptions/', access: 'signedIn' },
  buyPlan: { method: 'POST', path: '/subscriptions/plans/:planId/buy/', access: 'signedIn' },
  getPurchase: { method: 'GET', path: '/subscriptions/purchases/:purchaseId/', access: 'signedIn' },
  getLastBuyer: { method: 'GET', path: '/subscriptions/buyer/', access: 'signedIn' },
  fakePay: { method: 'POST', path: '/subscriptions/purchases/:purchaseId/fake_pay/', access: 'signedIn' },
  listGifts: { method: 'GET', path: '/gifts/', access: 'signedIn' },
  getGift: { method: 'GET', path: '/gifts/:giftId/', access: 'public' },
  acceptGift: { method: 'POST', path: '/gifts/:giftId/accept/', access: 'member' },
  applyActivationCode: { method: 'POST', path: '/activation_code/apply/', access: 'signedIn' },
  // payments
  getPaymentSettings: { method: 'GET', path: '/payments/settings/', access: 'public' },
  receivePaymentNotification: { method: 'POST', path: '/payments/tinkoff/notification/', access: 'public' },
  sandboxInit: { method: 'POST', path: '/payments/sandbox/v2/Init', access: 'public' },
  sandboxCardPage: { method: 'GET', path: '/payments/sandbox/pay/:paymentId/', access: 'public' },
  sandboxPay: {
    method: 'POST',
    path: '/payments/sandbox/pay/:paymentId/',
    access: 'signedIn',
    cookie: true,
  },
  // analytics
  uploadAnalytics: { method: 'POST', path: '/analytics/httpapi/', access: 'public' },
  getAnalyticsSettings: { method: 'GET', path: '/analytics/settings/', access: 'public' },
  listAnalyticsEvents: { method: 'GET', path: '/analytics/events/', access: 'public' },
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
