/** The query parameter that opens the contact form with the visitor's list attached. */
export const ENQUIRY_PARAM = "enquiry";

/** Where "Send as an enquiry" on the list page leads: the contact form, list attached. */
export const ENQUIRY_LOCATION = `/contact?${ENQUIRY_PARAM}=1#contact-form`;
