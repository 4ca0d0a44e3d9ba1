/** The email draft that asks the owner to add an address to the newsletter (PRODUCT.md item 8). */
export function buildNewsletterDraft(email: string, siteName: string) {
  return {
    subject: `Newsletter subscription: ${email}`,
    body: ["Hello,", "", `Please subscribe ${email} to the ${siteName} newsletter.`, "", "Thank you."].join(
      "\n",
    ),
  };
}
