import type { NavLinkItem } from "./navigation";
import type { ProseBlock } from "./prose";
import { REFUND_TERMS } from "./refund-terms";

/** A block of a help article: a paragraph, a subheading, numbered steps or a bulleted list. */
export type HelpBlock = ProseBlock;

export type HelpArticleText = {
  /** One or two sentences: the page's description and lead. */
  summary: string;
  body: ReadonlyArray<HelpBlock>;
  /** Pages of the site the article refers to. */
  related: ReadonlyArray<NavLinkItem>;
};

const paragraph = (text: string): HelpBlock => ({ type: "paragraph", text });
const heading = (text: string): HelpBlock => ({ type: "heading", text });
const steps = (...items: string[]): HelpBlock => ({ type: "steps", items });
const list = (...items: string[]): HelpBlock => ({ type: "list", items });

const REFUND_POLICY: NavLinkItem = { label: "Refund Policy", to: "/legal/refund" };
const TERMS: NavLinkItem = { label: "Terms of Service", to: "/legal/terms" };
const COOKIE_POLICY: NavLinkItem = { label: "Cookie Policy", to: "/legal/cookies" };
const CATALOGUE: NavLinkItem = { label: "Browse all courses", to: "/courses" };
const SUPPORT_REQUEST: NavLinkItem = { label: "Send a support request", to: "/support" };
const CONTACT: NavLinkItem = { label: "Contact us", to: "/contact" };

/**
 * The text of each help article, by slug (the titles and topics are in faqs.ts). Long text: it reaches its page
 * through the route's loaders and the help search through a prerendered index, never through shared JavaScript,
 * so it imports no content module that pages share (a unit test checks the facts it repeats). The owner's address
 * and phone number are not repeated here: the articles point to the contact and support pages, which show them.
 */
export const HELP_ARTICLE_TEXTS: Readonly<Record<string, HelpArticleText>> = {
  "choosing-the-right-course": {
    summary:
      "Our four courses follow the life of a business, from first idea to international growth. Here is how to tell which one fits where you are now.",
    body: [
      paragraph(
        "Each course is written for one stage of a business. Start with the stage you are in, not the one you hope to reach: a course that assumes decisions you have not made yet is hard work for little return.",
      ),
      heading("The four courses at a glance"),
      // A unit test checks these against the catalogue (app/content/courses.ts).
      list(
        "Entrepreneurship & Business Idea Development: Beginner to Intermediate, 8 weeks at a suggested pace, $497.",
        "Company Formation, Trade & Financial Management: Intermediate, 6 weeks at a suggested pace, $397.",
        "E-Export, Digital Marketing & Sales: Intermediate to Advanced, 10 weeks at a suggested pace, $597.",
        "Growth, Investment & Globalization: Advanced, 12 weeks at a suggested pace, $697.",
      ),
      heading("Three questions to place yourself"),
      steps(
        "Do you have paying customers yet? If not, start with the first course: it shows you how to test demand before you spend money.",
        "Is your company registered, and do you keep books and a cash-flow forecast? If you are about to register or trade without them, the second course is for you.",
        "Do you already sell at home and want customers abroad, or want to raise money and scale? Choose between the third and the fourth course by which of the two is your next step.",
      ),
      paragraph(
        "Each course page lists the full curriculum, the requirements and who the course is for. The durations are a suggested pace, not a deadline, and you keep lifetime access, so you can take longer when your business needs your time.",
      ),
      paragraph(
        "Still unsure? Send us a message from the contact page with a few lines about your business and we will tell you honestly which course fits, including when the answer is none of them yet.",
      ),
    ],
    related: [CATALOGUE, CONTACT],
  },

  "enrolment-by-email-request": {
    summary:
      "There is no checkout on this website: you send a purchase request by email, we reply with the payment details, and your access starts once the payment is confirmed.",
    body: [
      paragraph(
        "We enrol every learner personally. Instead of a shopping cart, you send us a short request from your own email app, so you know exactly what you sent and to whom, and you get an answer from a person.",
      ),
      heading("Step by step"),
      steps(
        "Choose Purchase on the course's card in the catalogue, or Enroll Now on the course's page.",
        "Fill in the request form: your full name and email address, and if you like your company and any notes, such as the number of seats or when you want to start.",
        "Choose Send Purchase Request. The next screen shows the finished email: open it in your email app, or copy the subject and the message.",
        "Send the email from your own mailbox: it is already addressed to us. Nothing is sent until you do.",
        "We reply within 24 hours on business days with the payment details and the next steps.",
        "Once your payment is confirmed, we send you the invitation to the learning platform.",
      ),
      heading("If something goes wrong"),
      paragraph(
        "While you fill in the form, the website keeps a copy of what you typed in your browser's session storage, so a reload does not lose it. If your email app does not open, use the copy buttons and paste the text into a new message.",
      ),
      paragraph(
        "If you have not heard from us within one business day, check your spam folder first, then call us or send a support request: an email sometimes goes astray.",
      ),
    ],
    related: [CATALOGUE, TERMS],
  },

  "setting-up-your-learning-account": {
    summary:
      "Your learning account is created when your payment is confirmed. Accept the invitation, choose a password and you can start the first lesson.",
    body: [
      paragraph(
        "You take your course on our learning platform. You do not need an account to browse this website or to send a purchase request; the account is set up for you once you have bought a course.",
      ),
      heading("Accepting the invitation"),
      steps(
        "Look for the invitation email, sent to the address you enrolled with once your payment is confirmed.",
        "Open the link in the email and choose a password. Use one you do not use anywhere else.",
        "Sign in. Your course is already on your dashboard, with its first lesson ready.",
      ),
      paragraph(
        "The link in the invitation works once. If it has expired, or you cannot find the email, use Forgot Password on the login page with the address you enrolled with, and you will get a new link.",
      ),
      heading("Using a different email address"),
      paragraph(
        "Your account is tied to the address on your purchase request. If you want to use another one, for example a work address, tell us in a support request before you accept the invitation and we will move it.",
      ),
      paragraph(
        "The platform keeps your sign-in details, the lessons you complete and your certificates, and nothing more than it needs for that. Our Privacy Policy explains what we keep and for how long.",
      ),
    ],
    related: [{ label: "Privacy Policy", to: "/legal/privacy" }, SUPPORT_REQUEST],
  },

  "course-dashboard-tour": {
    summary:
      "The dashboard is the first page after you sign in: your courses, the next lesson, your downloads and your certificates.",
    body: [
      paragraph(
        "Everything about your courses starts from the dashboard. It is built to answer one question quickly: what should I do next?",
      ),
      heading("What you find there"),
      list(
        "Continue: the lesson you stopped at, one click away, on whichever device you used last.",
        "Your courses: each with its progress, the modules completed and the time left at the suggested pace.",
        "Downloads: the worksheets and templates of every lesson you have opened, in one place.",
        "Certificates: each course you have completed, with its certificate ready to download.",
      ),
      heading("Inside a course"),
      paragraph(
        "A course page on the dashboard lists its modules in order. Each module opens to its lessons: videos, readings, worksheets and quizzes, each with a mark once you have completed it. The final module ends with the final assessment.",
      ),
      paragraph(
        "You can open any lesson in any order. The suggested order is the one we wrote the course for, and the one we recommend for a first pass.",
      ),
    ],
    related: [CATALOGUE],
  },

  "tracking-your-progress": {
    summary:
      "Progress is counted in lessons marked complete. Here is how a lesson is marked, how to correct it, and why the figure matters for refunds.",
    body: [
      paragraph(
        "Each course shows a progress bar: the share of its lessons marked complete. The dashboard shows the same figure for each of your courses.",
      ),
      heading("When a lesson counts as complete"),
      list(
        "A video lesson, when you have watched it to the end.",
        "A reading, when you choose Mark as complete at the bottom.",
        "A quiz, when you submit it, whatever your score.",
        "The final assessment, when you pass it.",
      ),
      paragraph(
        "If you skipped ahead and want to come back to a lesson later, choose Mark as not complete. Nothing you wrote in a worksheet is lost.",
      ),
      heading("Why it matters"),
      paragraph(
        `The same figure decides whether a refund is possible: refunds are not available for courses ${REFUND_TERMS.exclusions}. If you are still deciding whether a course is right for you, take your time before you mark more than half of it complete.`,
      ),
      paragraph(
        "There is no deadline. The course duration is a suggested pace, and your progress stays where you left it for as long as you need.",
      ),
    ],
    related: [REFUND_POLICY],
  },

  "worksheets-and-templates": {
    summary:
      "Every worksheet and template is a file you keep: download it from its lesson or from the dashboard, and use it in your own business.",
    body: [
      paragraph(
        "The courses are built around tools you keep using after the lesson: interview scripts, cash-flow spreadsheets, tax calendars, pricing sheets, growth models. Each one belongs to the lesson that explains it.",
      ),
      heading("Downloading a file"),
      steps(
        "Open the lesson. Its files are listed under Resources, below the video or the reading.",
        "Choose the file. Spreadsheets come in a format that opens in Excel, Google Sheets, Numbers and LibreOffice; documents as editable files and as PDF.",
        "Save a copy before you fill it in, so that you always have a clean one.",
      ),
      paragraph(
        "The Downloads list on your dashboard collects the files of every lesson you have opened, so you do not have to remember where each one was.",
      ),
      heading("Updates and your own copies"),
      paragraph(
        "When we improve a template, the lesson offers the new version and says what changed. The copy you already filled in is never touched. Lifetime access includes these updates.",
      ),
      paragraph(
        "Templates you have filled in for your own business remain yours to use, even if you later ask for a refund.",
      ),
    ],
    related: [REFUND_POLICY],
  },

  "your-certificate": {
    summary:
      "Every course includes a certificate of completion. Complete all lessons and pass the final assessment, then download it from your dashboard.",
    body: [
      paragraph(
        "A certificate is included with every course at no extra cost. It states your name, the course title and the date you completed it.",
      ),
      heading("How to earn it"),
      steps(
        "Complete every lesson of the course. The progress bar shows what is left.",
        "Take the final assessment at the end of the last module: a short quiz on the whole course.",
        "Pass it. If you do not pass at the first attempt, the results show which modules to review, and you can take it again.",
      ),
      heading("Downloading it"),
      paragraph(
        "Once you pass, the certificate is ready on your dashboard, on that course's page, as a PDF. Add it to your CV or to your professional profile, or print it.",
      ),
      paragraph(
        "The certificate shows your name as it is in your learning account. Check it before you download: if it needs correcting, send a support request and we issue a corrected certificate.",
      ),
      heading("What a certificate is, and is not"),
      paragraph(
        "It certifies that you completed the course and passed its assessment. It is not a university degree or a professional licence. If a course is refunded, its certificate is withdrawn.",
      ),
    ],
    related: [TERMS, SUPPORT_REQUEST],
  },

  "continuing-on-another-device": {
    summary:
      "Your progress is saved in your learning account, not on your device: sign in anywhere and continue where you stopped.",
    body: [
      paragraph(
        "Start a lesson on your laptop at your desk and finish it on your phone on the train. Everything is saved to your account as you go: completed lessons, quiz answers and where you paused a video.",
      ),
      heading("On another computer or tablet"),
      steps(
        "Open the learning platform in the browser and sign in with the email address you enrolled with.",
        "Choose Continue on your dashboard. The lesson opens where you stopped.",
      ),
      heading("On your phone"),
      paragraph(
        "Every lesson works in the browser of a modern phone. You can also download the mobile app from the App Store or Google Play and sign in with your learning account.",
      ),
      heading("If your progress looks out of date"),
      list(
        "Check that you are signed in with the same email address on both devices.",
        "Reload the page: a device that was offline saves its progress when the connection returns.",
        "Spreadsheets you downloaded are files on the device where you saved them. Keep your working copies in cloud storage if you switch devices often.",
      ),
    ],
    related: [SUPPORT_REQUEST],
  },

  "supported-browsers-and-devices": {
    summary:
      "The courses run in any current browser on a computer, tablet or phone. Here is what works best, and what to check when something does not.",
    body: [
      paragraph(
        "You need no special software: a current browser and an internet connection. Browsers update themselves; if yours asks to restart for an update, do it.",
      ),
      heading("Browsers"),
      list(
        "Chrome, Edge and Firefox: the current and the previous version, on Windows, macOS, Linux and Android.",
        "Safari: the current and the previous version, on macOS, iPhone and iPad.",
      ),
      paragraph("JavaScript must be on. Older browsers, such as Internet Explorer, are not supported."),
      heading("Devices and connection"),
      list(
        "Any computer, tablet or phone that runs one of the browsers above, or the mobile app.",
        "A connection of about 5 Mbit/s plays lesson videos in HD; slower connections play them in a lower quality instead of stopping.",
        "Spreadsheet templates need a spreadsheet app: Excel, Google Sheets, Numbers or LibreOffice.",
      ),
      paragraph(
        "Work, school or library networks sometimes block video. If lessons play at home but not there, the network is the likely cause.",
      ),
    ],
    related: [SUPPORT_REQUEST],
  },

  "video-playback-problems": {
    summary:
      "Most video problems are solved in a minute: reload, check the connection, try another browser. If not, tell us what you see and we help.",
    body: [
      paragraph("Work through these steps in order, and check the video again after each one."),
      steps(
        "Reload the page. A paused tab sometimes loses its connection to the video.",
        "Check your connection: open another website. On a slow connection, wait a few seconds for the video to switch to a lower quality.",
        "Turn off browser extensions that block ads or media for the learning platform, or open the lesson in a private window, which runs without most of them.",
        "Update your browser, or try another one from the list of supported browsers.",
        "On a work or school network, try another network: some block video.",
      ),
      heading("Still not playing?"),
      paragraph(
        `Send us a support request with the category Technical Issue. Tell us the course and the lesson, your device and browser, and what you see: a black screen, an error message, sound without picture. We respond within 2 hours.`,
      ),
      paragraph(
        "While we look into it, the lesson's reading and worksheets are still available, so you can carry on. You can also call us, Mon-Fri 9AM-6PM EST: the number is on the support page.",
      ),
    ],
    related: [SUPPORT_REQUEST],
  },

  "resetting-your-password": {
    summary:
      "Forgot your password? Ask for a reset link on the login page of the learning platform and choose a new one in a minute.",
    body: [
      steps(
        "Open the login page of the learning platform and choose Forgot Password.",
        "Enter the email address you enrolled with.",
        "Open the email we send you and follow the link. It works once and for a limited time.",
        "Choose a new password and sign in.",
      ),
      heading("No email arrived?"),
      list(
        "Check your spam or junk folder, and any tab your email app sorts messages into.",
        "Check that you entered the address you enrolled with, the one our payment email went to.",
        "Ask for a new link: each new link replaces the previous one.",
      ),
      paragraph(
        "If you no longer have access to that mailbox, send a support request with the category Account Problem from the address you want to use. We will ask you a few questions to confirm it is you before we change anything.",
      ),
      paragraph("We never ask for your password by email or phone. A message that does is not from us."),
    ],
    related: [SUPPORT_REQUEST],
  },

  "clearing-cache-and-cookies": {
    summary:
      "Clearing your browser's cache fixes pages that look broken or out of date. Here is how, and what it changes.",
    body: [
      paragraph(
        "Your browser keeps copies of pages and files to open them faster. Very rarely an old copy gets in the way: a page looks broken, or a lesson does not show its latest version. Clearing the cache fixes that.",
      ),
      heading("How to clear it"),
      list(
        "Chrome and Edge: Settings, Privacy, Delete browsing data; choose Cached images and files.",
        "Firefox: Settings, Privacy & Security, Cookies and Site Data, Clear Data; choose Cached Web Content.",
        "Safari on a Mac: Settings, Privacy, Manage Website Data; remove the learning platform's data.",
        "Safari on iPhone or iPad: Settings, Apps, Safari, Clear History and Website Data.",
      ),
      heading("Cookies"),
      paragraph(
        "This website sets no cookies. The learning platform uses strictly necessary cookies to keep you signed in, so deleting them signs you out there: sign in again and your progress is all still there.",
      ),
      paragraph(
        "If you block cookies for the learning platform, you cannot stay signed in. Allow them for the platform only if you block them elsewhere.",
      ),
    ],
    related: [COOKIE_POLICY],
  },

  "payment-methods": {
    summary:
      "You pay after we answer your purchase request: by bank transfer, or by card on our payment provider's secure page. Prices are in US dollars.",
    body: [
      paragraph(
        "You never enter payment details on this website. Our reply to your purchase request contains everything you need to pay, and the amount, including any taxes, before you pay.",
      ),
      heading("Ways to pay"),
      list(
        "Bank transfer, to the account in our reply. Put the reference from the email on the transfer so we can match it.",
        "Card, on our payment provider's secure payment page, linked in the email.",
      ),
      paragraph(
        "Payments are handled by our bank or payment provider. We see the amount, the date and the payer's name, never your full card number.",
      ),
      heading("Currency and taxes"),
      paragraph(
        "Prices are shown in US dollars. Any taxes that apply where you live are shown on the invoice before you pay. Your bank may charge a conversion fee if you pay from an account in another currency.",
      ),
      heading("When your access starts"),
      paragraph(
        "Your access starts when we confirm that your payment has been received: usually the same business day for a card payment, and a few business days for a bank transfer.",
      ),
    ],
    related: [TERMS],
  },

  "company-invoices": {
    summary:
      "Buying a course for your business? Tell us the company details in your purchase request and the invoice is issued to your company.",
    body: [
      paragraph(
        "We issue an invoice for every course. To have it made out to your company rather than to you, give us the details when you ask to buy.",
      ),
      heading("What to include in your purchase request"),
      list(
        "The company's legal name, in the Company field.",
        "In Additional Notes: the billing address, the tax or VAT number if you have one, and any purchase order number your accounts team needs on the invoice.",
        "The number of seats, if several people will take the course.",
      ),
      paragraph(
        "We send the invoice with the payment details, so your accounts team can pay it directly. Any taxes that apply are shown on it before you pay.",
      ),
      heading("Already paid?"),
      paragraph(
        "If you bought a course in your own name and need the invoice re-issued to your company, email us with the course title, the date of purchase and the company details above. Our address is on the contact page.",
      ),
      paragraph(
        `Team and custom packages are quoted separately: ${REFUND_TERMS.packages}, and your quote or signed agreement sets their terms.`,
      ),
    ],
    related: [CATALOGUE, CONTACT, TERMS],
  },

  "money-back-guarantee": {
    summary: `Every course comes with a ${REFUND_TERMS.guarantee}. Here is when it applies and how to ask for a refund.`,
    body: [
      paragraph(
        `We want you to buy with confidence. If a course is not right for you, ask for a refund ${REFUND_TERMS.requestWindow} of purchase and we return the full price, with no fees deducted. You do not have to give a reason.`,
      ),
      heading("When it applies"),
      list(
        `Your request reaches us ${REFUND_TERMS.requestWindow} of the date your payment was confirmed.`,
        "You have completed 50% of the course or less, counted in the lessons marked complete on the learning platform.",
      ),
      paragraph(`Refunds are not available for courses ${REFUND_TERMS.exclusions}.`),
      heading("How to ask"),
      steps(
        "Email us from the address you used to buy the course. Our address is on the contact page and in every reply we sent you.",
        "Include your full name, the course title and the date of purchase.",
        "We confirm that we received your request within 24 hours on business days and tell you whether it is approved.",
      ),
      paragraph(
        `Team and custom packages follow their own terms: ${REFUND_TERMS.packages}. The Refund Policy has the full conditions.`,
      ),
    ],
    related: [REFUND_POLICY, CONTACT, TERMS],
  },

  "refund-timing": {
    summary: `Approved refunds are processed in ${REFUND_TERMS.processing}, to the card or account you paid with.`,
    body: [
      paragraph(
        `Once we approve your refund, we process it in ${REFUND_TERMS.processing}. The money goes back the way it came: to the card or the bank account you paid with.`,
      ),
      heading("Why it can take a little longer"),
      paragraph(
        "After we have sent the refund, your bank may take a few more days to show the money in your account, especially for card payments and transfers between currencies.",
      ),
      heading("What changes after a refund"),
      list(
        "Your access to that course ends.",
        "Any certificate for the course is withdrawn.",
        "Templates you have already filled in for your own business remain yours to use.",
      ),
      heading("Not there yet?"),
      paragraph(
        `If the money has not arrived ${REFUND_TERMS.processing} after we confirmed the refund, and your bank cannot see it on its way, send a support request with the category Billing Question. We will send you the payment reference so your bank can trace it.`,
      ),
    ],
    related: [REFUND_POLICY, SUPPORT_REQUEST],
  },
};
