/** The element the no-JavaScript confirmation lives in (shown by CSS :target). */
export const SENT_FRAGMENT = "contact-sent";

/** Where an accepted plain form post is redirected: the page's confirmation. */
export const SENT_LOCATION = `/contact?sent=1#${SENT_FRAGMENT}`;
