// The articles' text, apart from their cards (articles.ts): only an article's own page needs it, so the blog's
// list and the prerendered pages do not carry all six (app/routes/blog-article.tsx).

import type { ProseBlock } from "./prose";

/** An article's body: paragraphs, with subheadings between its sections. */
export type ArticleBlock = Extract<ProseBlock, { type: "paragraph" | "heading" }>;

function p(text: string): ArticleBlock {
  return { type: "paragraph", text };
}

function h(text: string): ArticleBlock {
  return { type: "heading", text };
}

/** Each article's body by slug. */
export const ARTICLE_BODIES: Readonly<Record<string, ReadonlyArray<ArticleBlock>>> = {
  "validate-a-business-idea-in-30-days": [
    p(
      "Most new businesses do not fail because the founder worked too little. They fail because months of work went into a product nobody was waiting for. Validation is the cheap, slightly uncomfortable process of finding that out early, while changing course still costs days rather than savings.",
    ),
    p(
      "The plan below fits into 30 days alongside a full-time job. It will not prove that your idea will succeed; nothing can. It will tell you whether real people have the problem you think they have, whether they already spend money on it, and whether your offer is strong enough that some of them say yes.",
    ),
    h("Week 1: write down the problem, not the product"),
    p(
      "Start with one sentence: who has the problem, what it costs them and how they deal with it today. “Independent bakeries lose two to three hours a week matching supplier invoices by hand” can be tested. “An app for small businesses” cannot. If you cannot name the customer and their current workaround, you are not ready to talk to anyone yet.",
    ),
    p(
      "Then list your riskiest assumptions in order. Usually the first is that the problem hurts enough to pay for a solution, and the second is that you can reach these customers at a reasonable cost. Everything you do for the next three weeks should reduce one of those two risks.",
    ),
    h("Week 2: ten conversations about the past"),
    p(
      "Find ten people who match your sentence and ask them about the last time the problem happened. What did they do? What did it cost? What have they already tried? Ask about past behaviour, not future intentions: “Would you buy this?” earns polite yeses, while “What did you spend on this last year?” earns facts.",
    ),
    p(
      "Take notes in the customer’s own words. When three or more people describe the same frustration in similar language, you have found your headline. When nobody has tried to solve the problem at all, treat it as a warning: a problem people tolerate for free is rarely one they will pay to fix.",
    ),
    h("Week 3: put a price on a simple offer"),
    p(
      "Turn what you heard into a one-page offer: the outcome, who it is for, what is included and a real price. Show it to the people you interviewed and to a few you have never met. Ask for a pre-order, a paid pilot or a deposit. The goal is a commitment that costs the customer something, even if it is small.",
    ),
    p(
      "Naming a price feels uncomfortable at this stage, and that is the point. A price turns vague enthusiasm into a decision, and the objections you hear (“too expensive”, “not now”, “my partner decides”) teach you more than any compliment.",
    ),
    h("Week 4: decide with numbers, not hope"),
    p(
      "Before you start, write down what will count as success, for example five paid pilots out of forty conversations. At the end of the month, compare your results with that threshold honestly. Pass it, and you have early customers and the words to sell to the next ones. Miss it, and you have learned that in a month rather than a year: adjust the customer, the problem or the offer, and run the cycle again.",
    ),
    p(
      "This is the sequence our Entrepreneurship & Business Idea Development course follows, with interview scripts and a one-page plan template. Whether or not you take it, run your 30 days before you build anything.",
    ),
  ],
  "lean-software-stack-for-a-one-person-business": [
    p(
      "When you run a business alone, every tool you adopt is a tool you maintain. Subscriptions creep up, data ends up scattered across half a dozen apps, and whole afternoons disappear into settings pages. The aim is not the most powerful stack but the smallest one that covers the jobs a young business really has.",
    ),
    h("Start from jobs, not from apps"),
    p(
      "Almost every small business needs the same handful of jobs done: sending invoices and taking payments, keeping the books, talking to customers, running a website, storing documents and tracking tasks. Write those jobs down and choose one tool for each. A tool that covers two jobs well is a bonus; a tool that covers ten jobs badly is a trap.",
    ),
    p(
      "Before you add anything new, ask what it replaces. A tool that adds a job without removing one is usually a distraction dressed up as productivity.",
    ),
    h("Money first: invoicing and bookkeeping"),
    p(
      "Your financial tools are the ones you will most regret choosing carelessly, because moving years of records is painful. Pick accounting software your accountant already knows, that connects to your business bank account and that exports clean data. Separate business and personal accounts from day one: no software can untangle a mixed account for you.",
    ),
    p(
      "Book a weekly fifteen-minute slot to categorise transactions and chase unpaid invoices. The habit matters far more than the brand of software.",
    ),
    h("One inbox, one calendar, one place for files"),
    p(
      "Use an email address on your own domain rather than a free one; it costs little and earns trust. Keep one calendar and one folder structure with the same top-level folders everywhere: clients, finance, legal, marketing. When a task arrives by email, move it to a single task list instead of leaving it to age in the inbox.",
    ),
    h("Automate the second time, not the first"),
    p(
      "Automation is tempting, but automating a process you have done once usually automates a mistake. Do a task by hand until you have repeated it a few times and know its exceptions, then automate the predictable part: a welcome email, a reminder before an invoice falls due, a nightly backup of your files.",
    ),
    h("Review the stack every quarter"),
    p(
      "Once a quarter, list every subscription with its monthly cost and the last time you used it, and cancel whatever you have not opened for a month. Check that you could export your customer list and financial records if a provider disappeared tomorrow. A lean stack is not a decision you make once; it is a small habit you keep.",
    ),
  ],
  "from-employee-to-founder": [
    p(
      "Many founders start their business while still employed, and for good reason: a salary buys time to test an idea without betting the rent on it. The hard part is knowing when to leave, and leaving in a way that keeps your finances, your reputation and your relationships intact.",
    ),
    h("Know your runway in months"),
    p(
      "Add up your essential monthly spending: housing, food, insurance, debt repayments and transport. Divide your savings by that figure and you have your personal runway. Six months is a sensible minimum, and more if you have dependants or a business that needs a long time to earn its first revenue. Include the cost of any insurance and benefits you will lose with your job.",
    ),
    p(
      "Then estimate, conservatively, when the business will pay you a modest salary. If that date lies beyond your runway, you need more savings, a cheaper plan or part-time income during the transition.",
    ),
    h("Set your leaving trigger in advance"),
    p(
      "Decide before emotions get involved what will make you resign: three consecutive months of revenue above a set amount, for example, or signed contracts that cover half your living costs. A written trigger protects you from leaving too early out of frustration and from staying forever out of fear.",
    ),
    h("Check your contract before you build"),
    p(
      "Read your employment contract for clauses on intellectual property, competition and outside work. Some contracts claim anything you create while employed, even in your own time. If in doubt, ask a lawyer before you write code, sign customers or register a company, and never use your employer’s equipment, time or confidential information for your own venture.",
    ),
    h("Leave well"),
    p(
      "Give the notice your contract requires, hand over your work properly and tell colleagues plainly what you are going to do. Former employers, managers and colleagues are often a new company’s first customers, suppliers or referrals. A reputation for leaving well is worth far more than a few weeks saved.",
    ),
    h("Use the salary months to close your skill gaps"),
    p(
      "The months before you leave are the cheapest time to learn what would hurt most as a founder. If you have never read a profit and loss statement, learn now. If you have never sold anything, practise now. One structured course at a time, in the evenings, turns the transition into a head start rather than a waiting room.",
    ),
  ],
  "how-to-finish-an-online-course": [
    p(
      "Online courses give you what a classroom cannot: lessons whenever you want them, at your own pace, with lifetime access to come back to. The same freedom is why so many learners stall after the first few modules. Nobody is taking attendance. These six habits help you stay with a course until the end.",
    ),
    h("1. Decide why you are taking it"),
    p(
      "Write one sentence about what you want to be able to do when you finish, tied to your own business: “price my services with confidence” or “prepare my first export shipment”. When motivation dips in week three, that sentence is what brings you back.",
    ),
    h("2. Book the time like a meeting"),
    p(
      "Put two or three fixed sessions a week in your calendar, 30 to 60 minutes each, at times you usually protect. Short, regular sessions beat occasional marathons: you remember more, and you never face a mountain of lessons to catch up on.",
    ),
    h("3. Apply each lesson within a week"),
    p(
      "After each module, do one small thing in your business with what you learned: rewrite your offer, set up a cash-flow sheet, draft an email to a potential distributor. Knowledge you use sticks; knowledge you only watch fades within days.",
    ),
    h("4. Take notes in your own words"),
    p(
      "Pause the video and write the idea down as you would explain it to a colleague, and keep all notes for a course in one place. When you come back months later, your notes are much faster to review than the lessons themselves.",
    ),
    h("5. Use your phone for the small gaps"),
    p(
      "Our courses work on any device, so a commute or a waiting room is enough to watch a short lecture or review your notes. Keep the deeper work, such as exercises and templates, for your booked sessions at a desk.",
    ),
    h("6. Plan for the week you fall behind"),
    p(
      "You will miss a week; everyone does. Decide now what you will do when it happens: skip the catch-up, rejoin at the next lesson and revisit the missed one later. With lifetime access there is no deadline to miss, only momentum to keep.",
    ),
  ],
  "cross-border-selling-what-small-exporters-should-watch": [
    p(
      "Selling abroad online has never been easier to start: marketplaces, payment providers and shipping platforms let a small company reach customers in dozens of countries within weeks. The rules around those sales are moving quickly, though, and several recent changes weigh more on small exporters than on large ones.",
    ),
    h("Low-value parcels are losing their special treatment"),
    p(
      "For years, many countries let low-value imports in free of duty or with simplified tax collection. Several large markets have narrowed or removed those thresholds, and others are reviewing theirs. For a small seller this can mean duties and import taxes on orders that used to arrive without charges, and customers who refuse a parcel when an unexpected bill arrives at the door.",
    ),
    p(
      "Check the current rules for each of your main markets at least twice a year, and decide who pays duties and taxes: you, collected at checkout, or the customer on delivery. Saying so clearly on the product page prevents most disputes.",
    ),
    h("Marketplaces collect more tax on your behalf"),
    p(
      "In many regions, marketplaces are now responsible for collecting and reporting sales tax or VAT on the sales they facilitate. That simplifies life for sellers, but it also changes your margins and your reports. Reconcile what the marketplace collected with your own books every month, and keep the documents: tax authorities may still ask you for them.",
    ),
    h("Payments and marketing rules keep tightening"),
    p(
      "Stronger customer authentication for card payments, stricter consent rules for marketing emails and new product-information requirements all add friction at checkout and in your campaigns. They also reward the sellers who keep clean records of consent and accurate product data.",
    ),
    h("What to do this quarter"),
    p(
      "List the countries that bring you most of your revenue. For each one, note who collects the taxes, the duty situation for your typical order value and how returns work. If you plan to grow abroad, build that compliance work into your prices now rather than discovering it in your margins later. Our E-Export, Digital Marketing & Sales course covers market selection, international payments and the customs paperwork of selling across borders.",
    ),
  ],
  "profit-is-not-cash": [
    p(
      "One of the most common surprises for new business owners is a profitable month that ends with an empty bank account. The income statement says the company made money; the bank says otherwise. Both are right, because profit and cash measure different things.",
    ),
    h("Profit is an opinion, cash is a fact"),
    p(
      "Profit records income when you earn it and costs when you incur them, whether or not any money has moved. Invoice a client $8,000 in March on 60-day terms and March looks profitable, but the money arrives in May. Meanwhile you have paid your suppliers, your rent and yourself in cash.",
    ),
    h("Where the money hides"),
    p(
      "Cash usually gets stuck in three places. Receivables: money customers owe you. Inventory: stock you have paid for but not yet sold. And growth itself: people, equipment and marketing paid for before the sales they produce. The faster a business grows, the more cash it absorbs, which is why growing companies are the ones most often caught short.",
    ),
    h("A simple thirteen-week forecast"),
    p(
      "The most useful financial tool for a small business is a weekly cash forecast for the next thirteen weeks. Start with your bank balance, then list each week’s expected receipts and payments on the dates money will really move, not the invoice dates. Update it every Friday. Within a month you will see shortfalls coming weeks ahead, while there is still time to act.",
    ),
    h("Levers you can pull"),
    p(
      "Invoice on the day the work is done and follow up politely but promptly. Ask for deposits on large orders. Negotiate supplier terms that match the terms you give customers. Buy stock in smaller, more frequent batches. And keep a buffer of at least one month of fixed costs before you spend on growth.",
    ),
    p(
      "Reading the financial statements and managing cash before it manages you are at the heart of our Company Formation, Trade & Financial Management course. Even without it, build your thirteen-week forecast this week: it takes an hour, and it changes how you make decisions.",
    ),
  ],
};
