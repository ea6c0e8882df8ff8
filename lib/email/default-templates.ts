import type { EmailTemplateContent } from "@/lib/catalog/content-types";

// E-mail texts seeded into the database. Admins can edit them afterwards; the schedule days here
// are the defaults of the Atomic Year schedule (the schedule table is the single source of truth).
//
// Placeholders are written as {{NAME}} and filled (HTML-escaped) by Mustache (./placeholders.ts). In the Atomic
// Year's e-mails {{NEXT_GUIDE_TIMING}} is when the next guide drop arrives, from the schedule table at
// send time ("in a week", "tomorrow"), so no template states a day of its own. Link
// placeholders may appear inside href attributes; all others only as element text.
// {{ITEMS}} in the purchase confirmation and {{RECEIPT}} in a gift's receipt to the giver (order
// number, gift, recipient, delivery date, amount paid) are pre-escaped HTML and stand on their own.
// The layout wrapper (header, footer, unsubscribe link) is added by code.

// ---------------------------------------------------------------------------------------------
// The parts the texts share, written out as the HTML an admin sees and edits (inline styles: mail
// clients drop style sheets). Each text below is assembled from them when it is seeded.
// ---------------------------------------------------------------------------------------------

const INK = "#1c1917";

/** The e-mail's heading. */
const title = (text: string) => `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${INK};">${text}</h1>`;

/** A guide drop's heading: the month and the guide, its subtitle under it. */
const guideHeading = (month: number) => `<h1 style="margin:0 0 8px;font-size:24px;line-height:1.3;color:${INK};">Month ${month}: {{GUIDE_TITLE}}</h1>
<p style="margin:0 0 16px;color:#57534e;"><em>{{GUIDE_SUBTITLE}}</em></p>`;

/** A heading inside an e-mail ("One question"). */
const subheading = (text: string) => `<h2 style="margin:24px 0 8px;font-size:18px;color:${INK};">${text}</h2>`;

/** The e-mail's one call to action: a dark button on a line of its own. */
const button = (href: string, label: string) =>
  `<p><a href="${href}" style="display:inline-block;padding:12px 24px;background-color:${INK};color:#faf6ef;text-decoration:none;border-radius:6px;font-weight:600;">${label}</a></p>`;

/** A link in running text. */
const link = (href: string, label: string) => `<a href="${href}" style="color:${INK};">${label}</a>`;

/** The giver's message, set apart. */
const GIFT_MESSAGE_QUOTE = `<p style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${INK};background-color:#faf6ef;"><em>{{GIFT_MESSAGE}}</em></p>`;

const SIGN_OFF = "<p>— The {{SITE_NAME}} team</p>";

// ---------------------------------------------------------------------------------------------
// The Atomic Year: 28 e-mails, in schedule order.
// Seasons: 1 The Wake Up (months 1-3), 2 The Ascent (4-6), 3 The Descent (7-9), 4 The Emergence (10-12).
// ---------------------------------------------------------------------------------------------

export const ATOMIC_YEAR_EMAILS: EmailTemplateContent[] = [
  {
    code: "welcome",
    name: "Atomic Year: Welcome",
    emailType: "welcome",
    subject: "Welcome to The Atomic Year, {{USER_NAME}}",
    html: `${title("Your Atomic Year starts today")}
<p>Hi {{USER_NAME}},</p>
<p>Thank you for choosing The Atomic Year. For the next twelve months we'll keep you company with one short guide a month and a few quiet e-mails in between. Nothing to log into every day, no streaks to protect.</p>
<p>Here is how the year works:</p>
<ul>
<li>Your first guide arrives {{NEXT_GUIDE_TIMING}}, and a new one follows every month after that.</li>
<li>About two weeks after each guide, a short check-in: one question, one small practice.</li>
<li>Every three months, a note that opens the next season: The Wake Up, The Ascent, The Descent and The Emergence.</li>
</ul>
<p>Each guide lands on your shelf the day it arrives. They take about half an hour to read, and they work best read slowly, with a pen nearby.</p>
<p>One thing for this first week: notice when you feel most like yourself. Don't change anything yet. That is where we start.</p>
${button("{{SHELF_LINK}}", "Visit your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 0,
    sequenceOrder: 1,
    season: 1,
    month: null,
  },
  {
    code: "guide_01",
    name: "Atomic Year: Month 1 guide",
    emailType: "guide_drop",
    subject: "Month 1: {{GUIDE_TITLE}} is on your shelf",
    html: `${guideHeading(1)}
<p>Hi {{USER_NAME}},</p>
<p>Your first guide of the year is here. It comes from the {{GUIDE_STRAND}} strand, and it opens Season One, The Wake Up.</p>
<p>The Wake Up is about noticing. Before anyone changes a habit, it helps to see it clearly: where your time goes, what you say to yourself, what you have stopped questioning. This guide gives you a place to start looking.</p>
<p>A suggestion for reading it: one sitting, about half an hour, pen in hand. Mark the one line that feels a little too true. You don't have to act on it yet. Just mark it.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
<p>We'll check in with you in two weeks.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 7,
    sequenceOrder: 2,
    season: 1,
    month: 1,
  },
  {
    code: "guide_01_check_in",
    name: "Atomic Year: Month 1 check-in",
    emailType: "check_in",
    subject: "Two weeks with {{GUIDE_TITLE}}: a quick check-in",
    html: `<p>Hi {{USER_NAME}},</p>
<p>It's been about two weeks since {{GUIDE_TITLE}} arrived. However much of it you've read, this is a good moment to pause for a minute.</p>
${subheading("One question")}
<p>What have you noticed about yourself lately that you had stopped noticing?</p>
${subheading("One small practice")}
<p>For the next three evenings, write a single line before bed: one moment today when you were fully awake to what you were doing. It can be small. Washing a cup counts.</p>
<p>If you haven't opened the guide yet, that's all right. It is waiting on ${link("{{SHELF_LINK}}", "your shelf")}.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 21,
    sequenceOrder: 3,
    season: 1,
    month: 1,
  },
  {
    code: "guide_02",
    name: "Atomic Year: Month 2 guide",
    emailType: "guide_drop",
    subject: "Month 2: {{GUIDE_TITLE}} has arrived",
    html: `${guideHeading(2)}
<p>Hi {{USER_NAME}},</p>
<p>A month in. This is usually when the first burst of enthusiasm fades and old routines quietly take the wheel again. That isn't a setback. It is exactly what The Wake Up is here to catch.</p>
<p>Your second guide comes from the {{GUIDE_STRAND}} strand. Read it with one question in the back of your mind: where in my day am I running on autopilot?</p>
<p>A suggestion: read it somewhere you don't usually read. A different chair, a bench outside, the kitchen table before anyone is up. A small change of place makes it easier to see familiar things with fresh eyes.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 37,
    sequenceOrder: 4,
    season: 1,
    month: 2,
  },
  {
    code: "guide_02_check_in",
    name: "Atomic Year: Month 2 check-in",
    emailType: "check_in",
    subject: "Checking in: where does your autopilot take over?",
    html: `<p>Hi {{USER_NAME}},</p>
<p>Two weeks ago {{GUIDE_TITLE}} landed on your shelf. Here is a short pause to go with it.</p>
${subheading("One question")}
<p>Which part of your day passes without you really being there: the commute, the first hour on your phone, the evening scroll?</p>
${subheading("One small practice")}
<p>Pick one routine you do every day, like making coffee or locking the door, and do it once this week at half speed, paying attention to every step. Afterward, notice how the next ten minutes feel.</p>
<p>Nothing to report back. The noticing is the work this season. The guide is on ${link("{{SHELF_LINK}}", "your shelf")} whenever you want it.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 51,
    sequenceOrder: 5,
    season: 1,
    month: 2,
  },
  {
    code: "guide_03",
    name: "Atomic Year: Month 3 guide",
    emailType: "guide_drop",
    subject: "Month 3: {{GUIDE_TITLE}}, the last of The Wake Up",
    html: `${guideHeading(3)}
<p>Hi {{USER_NAME}},</p>
<p>Your third guide is here, from the {{GUIDE_STRAND}} strand. It closes Season One, The Wake Up.</p>
<p>You have spent two months looking more honestly at your days. This month is about deciding what to do with what you've seen: which observations are worth keeping, and which were just noise.</p>
<p>Before you open it, write one sentence about what has shifted since the first guide arrived. Keep that sentence somewhere you'll find it again. You'll want it when the next season begins.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 67,
    sequenceOrder: 6,
    season: 1,
    month: 3,
  },
  {
    code: "guide_03_check_in",
    name: "Atomic Year: Month 3 check-in",
    emailType: "check_in",
    subject: "What do you see now that you didn't in month one?",
    html: `<p>Hi {{USER_NAME}},</p>
<p>The Wake Up is almost over. Before it closes, a short check-in on {{GUIDE_TITLE}} and the weeks around it.</p>
${subheading("One question")}
<p>What do you see more clearly now than you did when the year began?</p>
${subheading("One small practice")}
<p>Set a timer for five minutes and write three sentences: one thing you noticed about how you spend your time, one about how you talk to yourself, one about what you want more of. Fold the page and keep it. It is the starting point for the next season.</p>
<p>If the guide is still unopened, ${link("{{SHELF_LINK}}", "your shelf")} has it ready.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 81,
    sequenceOrder: 7,
    season: 1,
    month: 3,
  },
  {
    code: "season_1",
    name: "Atomic Year: Season Two primer (The Ascent)",
    emailType: "season_primer",
    subject: "Season Two begins: The Ascent",
    html: `${title("Season Two: The Ascent")}
<p>Hi {{USER_NAME}},</p>
<p>Three months ago you started The Wake Up. Three guides are on your shelf, and if you've been reading them, you've spent a season paying closer attention to your own days. That is not a small thing.</p>
<p>Season Two is The Ascent. For the next three months the focus moves from seeing to building: small, repeated effort, the kind that adds up without anyone noticing at first. Strength, momentum, showing up on the ordinary days.</p>
<p>The Ascent doesn't ask for a dramatic overhaul. It asks for one step you can take again tomorrow.</p>
<p>To cross into it, take out the sentence or page you wrote at the end of The Wake Up. Underline the one thing you want to build on. That is your climb for the season.</p>
<p>Your next guide arrives {{NEXT_GUIDE_TIMING}}.</p>
${button("{{SHELF_LINK}}", "Revisit your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 90,
    sequenceOrder: 8,
    season: 2,
    month: null,
  },
  {
    code: "guide_04",
    name: "Atomic Year: Month 4 guide",
    emailType: "guide_drop",
    subject: "Month 4: {{GUIDE_TITLE}} starts The Ascent",
    html: `${guideHeading(4)}
<p>Hi {{USER_NAME}},</p>
<p>The first guide of The Ascent is on your shelf. It comes from the {{GUIDE_STRAND}} strand.</p>
<p>Where The Wake Up was about seeing clearly, this season is about building. The trap at the start of any climb is trying to carry everything at once. So here is the one rule for this month: choose a single idea from the guide and practice it for seven days. Just one.</p>
<p>When the week is over, decide whether to keep it, adjust it or swap it for another idea. Either way, you'll have learned more than you would from reading the whole guide twice.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 97,
    sequenceOrder: 9,
    season: 2,
    month: 4,
  },
  {
    code: "guide_04_check_in",
    name: "Atomic Year: Month 4 check-in",
    emailType: "check_in",
    subject: "Checking in: the smallest step that counts",
    html: `<p>Hi {{USER_NAME}},</p>
<p>Two weeks into The Ascent, and two weeks since {{GUIDE_TITLE}} arrived. A quick check-in.</p>
${subheading("One question")}
<p>What is the smallest step that would still honestly count as progress this week?</p>
${subheading("One small practice")}
<p>Take that step before noon tomorrow, and give it no more than ten minutes. If ten minutes feels like too much, make the step smaller until it doesn't. A climb is mostly made of steps that looked too small to matter.</p>
<p>The guide is on ${link("{{SHELF_LINK}}", "your shelf")} whenever you want to go back to it.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 111,
    sequenceOrder: 10,
    season: 2,
    month: 4,
  },
  {
    code: "guide_05",
    name: "Atomic Year: Month 5 guide",
    emailType: "guide_drop",
    subject: "Month 5: {{GUIDE_TITLE}} is here",
    html: `${guideHeading(5)}
<p>Hi {{USER_NAME}},</p>
<p>Month five, the middle of The Ascent. This is the part of any climb where the start is out of sight and the top isn't visible yet. It can feel like nothing is moving. Usually, a lot is.</p>
<p>Your guide this month comes from the {{GUIDE_STRAND}} strand. It is built for steady pace rather than big leaps.</p>
<p>Try reading it in two sittings. Read the first half, then go and try one thing it suggests. Come back to the second half a few days later with what you learned. Reading after doing tends to land differently.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 127,
    sequenceOrder: 11,
    season: 2,
    month: 5,
  },
  {
    code: "guide_05_check_in",
    name: "Atomic Year: Month 5 check-in",
    emailType: "check_in",
    subject: "What's quietly getting in your way?",
    html: `<p>Hi {{USER_NAME}},</p>
<p>It's been two weeks with {{GUIDE_TITLE}}. Here is a short check-in for the middle of the climb.</p>
${subheading("One question")}
<p>What has been quietly getting in the way lately: time, energy, or a story you keep telling yourself about what you can and can't do?</p>
${subheading("One small practice")}
<p>Remove one piece of friction this week. Put the running shoes by the door, move the app off your home screen, lay out tomorrow's first task tonight. Make the good thing a little easier and the old thing a little harder.</p>
<p>Go back to the guide on ${link("{{SHELF_LINK}}", "your shelf")} anytime.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 141,
    sequenceOrder: 12,
    season: 2,
    month: 5,
  },
  {
    code: "guide_06",
    name: "Atomic Year: Month 6 guide",
    emailType: "guide_drop",
    subject: "Month 6: {{GUIDE_TITLE}}, halfway through your year",
    html: `${guideHeading(6)}
<p>Hi {{USER_NAME}},</p>
<p>Six guides. You're halfway through the year, and this one, from the {{GUIDE_STRAND}} strand, is the last of The Ascent.</p>
<p>Before you read it, look down for a moment. Compare an ordinary day now with an ordinary day in month one. The difference might be modest, and modest is real. Most lasting change is made of modest differences repeated.</p>
<p>A suggestion for this month: read the new guide alongside one of your earlier ones. Pick whichever you remember least. You'll likely find that ideas you skimmed past early on make more sense now that you've done some climbing.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 157,
    sequenceOrder: 13,
    season: 2,
    month: 6,
  },
  {
    code: "guide_06_check_in",
    name: "Atomic Year: Month 6 check-in",
    emailType: "check_in",
    subject: "Halfway up: a check-in on {{GUIDE_TITLE}}",
    html: `<p>Hi {{USER_NAME}},</p>
<p>Two weeks since {{GUIDE_TITLE}}, and the end of The Ascent is close. One last check-in for this season.</p>
${subheading("One question")}
<p>Where have you kept going lately in a moment when you once would have stopped?</p>
${subheading("One small practice")}
<p>Mark it. Write it down with the date, or tell one person you trust. We are quick to record what went wrong and slow to record what held. This week, let one thing that held be on the record.</p>
<p>The guide stays on ${link("{{SHELF_LINK}}", "your shelf")} for whenever you want it.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 171,
    sequenceOrder: 14,
    season: 2,
    month: 6,
  },
  {
    code: "season_2",
    name: "Atomic Year: Season Three primer (The Descent)",
    emailType: "season_primer",
    subject: "Season Three begins: The Descent",
    html: `${title("Season Three: The Descent")}
<p>Hi {{USER_NAME}},</p>
<p>Half a year. The Ascent asked for effort, and you gave it some, on days when it would have been easier not to.</p>
<p>Season Three is The Descent. It isn't a step backward. After a climb, the wise move is to come down carefully and look at what's underneath: feelings you have been too busy to feel, the rest you keep postponing, the things you have been carrying out of habit.</p>
<p>For the next three months the guides turn inward. They are quieter, and they may ask more of you emotionally than of your calendar.</p>
<p>To begin, choose one evening this week with nothing scheduled. No plan for it, no goal. Notice what comes up when nothing is asking for your attention.</p>
<p>Your next guide arrives {{NEXT_GUIDE_TIMING}}.</p>
${button("{{SHELF_LINK}}", "Revisit your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 180,
    sequenceOrder: 15,
    season: 3,
    month: null,
  },
  {
    code: "guide_07",
    name: "Atomic Year: Month 7 guide",
    emailType: "guide_drop",
    subject: "Month 7: {{GUIDE_TITLE}} opens The Descent",
    html: `${guideHeading(7)}
<p>Hi {{USER_NAME}},</p>
<p>The first guide of The Descent is on your shelf, from the {{GUIDE_STRAND}} strand.</p>
<p>This season asks you to go inward. That can be uncomfortable in a world that rewards looking busy and fine. You don't need to fix anything you find this month. Naming it is enough.</p>
<p>A suggestion: read this one somewhere quiet, with your phone in another room. If a passage stirs something, stop and stay with it for a minute before you move on. The guide will wait. So will everything else.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 187,
    sequenceOrder: 16,
    season: 3,
    month: 7,
  },
  {
    code: "guide_07_check_in",
    name: "Atomic Year: Month 7 check-in",
    emailType: "check_in",
    subject: "Checking in: what are you carrying?",
    html: `<p>Hi {{USER_NAME}},</p>
<p>Two weeks ago {{GUIDE_TITLE}} opened The Descent. Here is a gentle check-in to go with it.</p>
${subheading("One question")}
<p>What have you been carrying lately that you haven't quite named, even to yourself?</p>
${subheading("One small practice")}
<p>Name it in one plain sentence. Say it out loud on a walk, or write it on a scrap of paper. "I've been worried about money." "I miss my brother." Feelings tend to get lighter once they have words, even when nothing else changes.</p>
<p>The guide is on ${link("{{SHELF_LINK}}", "your shelf")} when you're ready to return to it.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 201,
    sequenceOrder: 17,
    season: 3,
    month: 7,
  },
  {
    code: "guide_08",
    name: "Atomic Year: Month 8 guide",
    emailType: "guide_drop",
    subject: "Month 8: {{GUIDE_TITLE}} has arrived",
    html: `${guideHeading(8)}
<p>Hi {{USER_NAME}},</p>
<p>Month eight, deep in The Descent. This is the quietest stretch of the year, and if things feel slower right now, that is by design. Roots grow where nobody sees them.</p>
<p>Your guide this month comes from the {{GUIDE_STRAND}} strand.</p>
<p>A suggestion: read one section, then go for a short walk without headphones and let it settle. Come back for the next section another day. There is no prize for finishing quickly, and this guide rewards a slower pace.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 217,
    sequenceOrder: 18,
    season: 3,
    month: 8,
  },
  {
    code: "guide_08_check_in",
    name: "Atomic Year: Month 8 check-in",
    emailType: "check_in",
    subject: "Checking in: rest you don't have to earn",
    html: `<p>Hi {{USER_NAME}},</p>
<p>It's been two weeks since {{GUIDE_TITLE}} arrived. A short pause in the middle of The Descent.</p>
${subheading("One question")}
<p>What would rest look like for you if you didn't have to earn it first?</p>
${subheading("One small practice")}
<p>Give yourself fifteen minutes of deliberately unproductive time this week. Sit on the porch, lie on the floor, watch the light change. No podcast, no self-improvement. If guilt shows up, notice it, and let it sit there with you.</p>
<p>When you're ready, the guide is on ${link("{{SHELF_LINK}}", "your shelf")}.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 231,
    sequenceOrder: 19,
    season: 3,
    month: 8,
  },
  {
    code: "guide_09",
    name: "Atomic Year: Month 9 guide",
    emailType: "guide_drop",
    subject: "Month 9: {{GUIDE_TITLE}}, the last of The Descent",
    html: `${guideHeading(9)}
<p>Hi {{USER_NAME}},</p>
<p>Your ninth guide is here, from the {{GUIDE_STRAND}} strand. It is the last of The Descent, and it brings you three quarters of the way through the year.</p>
<p>What you find down here is what you'll carry into the final season. So this month is partly about sorting: which habits, worries and old stories still serve you, and which ones you've simply grown used to holding.</p>
<p>A suggestion: before you read, write down one thing you suspect you're ready to leave behind. After you read, look at it again. See whether you still agree.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 247,
    sequenceOrder: 20,
    season: 3,
    month: 9,
  },
  {
    code: "guide_09_check_in",
    name: "Atomic Year: Month 9 check-in",
    emailType: "check_in",
    subject: "What are you ready to put down?",
    html: `<p>Hi {{USER_NAME}},</p>
<p>Two weeks with {{GUIDE_TITLE}}, and The Descent is nearly done. One more check-in before the final season.</p>
${subheading("One question")}
<p>What are you ready to put down: a habit, an obligation, an old picture of who you're supposed to be?</p>
${subheading("One small practice")}
<p>Make one small, concrete act of letting go this week. Cancel the subscription you never use. Clear one drawer. Say no to one request you would normally accept out of habit. Notice how much room a single small release makes.</p>
<p>The guide is on ${link("{{SHELF_LINK}}", "your shelf")} if you'd like to read it again.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 261,
    sequenceOrder: 21,
    season: 3,
    month: 9,
  },
  {
    code: "season_3",
    name: "Atomic Year: Season Four primer (The Emergence)",
    emailType: "season_primer",
    subject: "Season Four begins: The Emergence",
    html: `${title("Season Four: The Emergence")}
<p>Hi {{USER_NAME}},</p>
<p>Nine months ago you started with The Wake Up. Since then you've noticed, climbed and gone inward. Nine guides sit on your shelf, and some of what they asked has probably become simply how you live.</p>
<p>Season Four is The Emergence. Over the last three months of the year, the focus turns outward again: bringing what you've built and found into the open. How you speak up, how you decide, how you show up with other people. Less practice, more living it.</p>
<p>To begin, write down three ways you are different from the person who opened the first guide. They can be small. Keep the list where you'll see it this season.</p>
<p>Your next guide arrives {{NEXT_GUIDE_TIMING}}.</p>
${button("{{SHELF_LINK}}", "Revisit your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 270,
    sequenceOrder: 22,
    season: 4,
    month: null,
  },
  {
    code: "guide_10",
    name: "Atomic Year: Month 10 guide",
    emailType: "guide_drop",
    subject: "Month 10: {{GUIDE_TITLE}} opens The Emergence",
    html: `${guideHeading(10)}
<p>Hi {{USER_NAME}},</p>
<p>The first guide of The Emergence is on your shelf, from the {{GUIDE_STRAND}} strand.</p>
<p>For most of this year the work has been private: noticing, building, feeling. This season it becomes visible. Not as a performance, just in the ordinary ways people meet you: what you agree to, what you ask for, how you spend a Saturday.</p>
<p>A suggestion for this month: after reading, share one idea from the guide with someone you trust. Explaining something out loud is one of the fastest ways to find out whether it has really become yours.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 277,
    sequenceOrder: 23,
    season: 4,
    month: 10,
  },
  {
    code: "guide_10_check_in",
    name: "Atomic Year: Month 10 check-in",
    emailType: "check_in",
    subject: "Checking in: who are you becoming?",
    html: `<p>Hi {{USER_NAME}},</p>
<p>Two weeks since {{GUIDE_TITLE}} arrived, and The Emergence is underway. A short check-in.</p>
${subheading("One question")}
<p>Who are you becoming that the people around you haven't quite met yet?</p>
${subheading("One small practice")}
<p>Choose one conversation this week and show up in it as that person. Say the honest thing a little sooner, ask for what you need, or hold a boundary you'd usually soften. Afterward, notice what happened. Often, far less resistance than you expected.</p>
<p>The guide is on ${link("{{SHELF_LINK}}", "your shelf")} whenever you want it.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 291,
    sequenceOrder: 24,
    season: 4,
    month: 10,
  },
  {
    code: "guide_11",
    name: "Atomic Year: Month 11 guide",
    emailType: "guide_drop",
    subject: "Month 11: {{GUIDE_TITLE}} is on your shelf",
    html: `${guideHeading(11)}
<p>Hi {{USER_NAME}},</p>
<p>Your eleventh guide is here, from the {{GUIDE_STRAND}} strand. One more after this one.</p>
<p>In the middle of The Emergence, the question shifts from "what am I learning?" to "what am I keeping?" Not everything from this year will stay, and that's fine. The practices that stay are the ones you choose on purpose.</p>
<p>A suggestion: this month, do one thing you would have avoided back in month one. A phone call, a conversation, a first draft, a hard workout. Then read the guide with that experience fresh in your mind.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 307,
    sequenceOrder: 25,
    season: 4,
    month: 11,
  },
  {
    code: "guide_11_check_in",
    name: "Atomic Year: Month 11 check-in",
    emailType: "check_in",
    subject: "What will you keep from this year?",
    html: `<p>Hi {{USER_NAME}},</p>
<p>It's been two weeks since {{GUIDE_TITLE}}. This is the last check-in of the year, so let's make it count.</p>
${subheading("One question")}
<p>Of everything you've tried this year, what do you want to keep on purpose?</p>
${subheading("One small practice")}
<p>Write a short list of three practices that stay with you after the year ends. Be specific: not "be more present" but "ten minutes outside before work." Put the list somewhere you'll see it in January, or whenever your next fresh start comes around.</p>
<p>All your guides are on ${link("{{SHELF_LINK}}", "your shelf")} if you want to look back through them.</p>
${SIGN_OFF}`,
    daysAfterSubscription: 321,
    sequenceOrder: 26,
    season: 4,
    month: 11,
  },
  {
    code: "guide_12",
    name: "Atomic Year: Month 12 guide",
    emailType: "guide_drop",
    subject: "Month 12: {{GUIDE_TITLE}}, your final guide",
    html: `${guideHeading(12)}
<p>Hi {{USER_NAME}},</p>
<p>Here it is: the twelfth and final guide of your Atomic Year, from the {{GUIDE_STRAND}} strand. It closes The Emergence, and with it, your shelf now holds the whole year.</p>
<p>Take your time with this one. There is no next guide to make room for.</p>
<p>A suggestion: when you've finished it, open your month one guide and read its first page again. Notice what reads differently now. That difference is the clearest measure of your year we know of, better than any checklist.</p>
<p>We'll write once more in a few weeks, when your year is complete.</p>
${button("{{SHELF_LINK}}", "Read it on your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 337,
    sequenceOrder: 27,
    season: 4,
    month: 12,
  },
  {
    code: "closing",
    name: "Atomic Year: Closing",
    emailType: "closing",
    subject: "Your Atomic Year is complete",
    html: `${title("Your Atomic Year is complete")}
<p>Hi {{USER_NAME}},</p>
<p>A year ago today you began The Atomic Year. Twelve guides and four seasons later, here you are: The Wake Up, The Ascent, The Descent, The Emergence, all behind you and all, in some small way, part of you now.</p>
<p>A few practical notes. Your programme ends here and nothing renews; there are no further charges. All twelve guides stay on your shelf, so you can return to them whenever a season of your life calls for one.</p>
<p>One last practice, if you'd like it: write a short letter to the person who signed up a year ago. Tell them what they were worried about that turned out fine, and what turned out to matter more than they thought. Keep the letter.</p>
<p>If you want to keep going, the full library is always at {{SITE_URL}}.</p>
<p>Thank you for spending this year with us. It was a privilege to be a small part of it.</p>
${button("{{SHELF_LINK}}", "Visit your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: 365,
    sequenceOrder: 28,
    season: 4,
    month: null,
  },
];

// ---------------------------------------------------------------------------------------------
// Special e-mails: transactional and one-off messages, not part of the Atomic Year schedule.
// ---------------------------------------------------------------------------------------------

export const SPECIAL_EMAILS: EmailTemplateContent[] = [
  {
    code: "welcome_new_user",
    name: "Welcome (new account)",
    emailType: "welcome_new_user",
    subject: "Welcome to {{SITE_NAME}}: your first guide is on us",
    html: `${title("Welcome, {{USER_NAME}}")}
<p>Your account is confirmed, and we're glad you're here.</p>
<p>{{SITE_NAME}} is a small library of short, practical guides for everyday growth, in four strands: Power, Feeling, Motion and Vision. Each guide takes about half an hour to read and leaves you with something you can actually try the same day.</p>
<p>Not sure where to begin? That is what the quiz is for. Answer twelve quick questions about where you are right now, and we'll suggest the guide that fits. Your first guide is free, and it goes straight to your shelf.</p>
${button("{{QUIZ_LINK}}", "Take the quiz")}
<p>It takes a few minutes, and there are no wrong answers.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "auth_signup",
    name: "Confirm your e-mail (sign-up)",
    emailType: "auth_signup",
    subject: "Confirm your e-mail for {{SITE_NAME}}",
    html: `${title("Confirm your e-mail")}
<p>Hi {{USER_NAME}},</p>
<p>Thanks for signing up to {{SITE_NAME}}. Please confirm that this is your e-mail address so we can finish setting up your account.</p>
${button("{{CONFIRMATION_URL}}", "Confirm my e-mail")}
<p>If the button doesn't work, copy this link into your browser:<br>{{CONFIRMATION_URL}}</p>
<p>The link expires in 24 hours. If it runs out, you can request a new one from the sign-in page.</p>
<p>Once you're confirmed, we'll take you straight back to your purchase if you were in the middle of one; otherwise to a short quiz that picks your first guide, free.</p>
<p>If you didn't sign up, ignore this e-mail: nothing happens, and no account is opened with your address unless this link is used. If you want the account yourself, open the link and choose "I didn't sign up: choose my own password"; whatever password someone else picked is then dropped.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "auth_reset",
    name: "Reset your password",
    emailType: "auth_reset",
    subject: "Reset your {{SITE_NAME}} password",
    html: `${title("Reset your password")}
<p>Hi {{USER_NAME}},</p>
<p>We received a request to reset the password for the {{SITE_NAME}} account linked to {{USER_EMAIL}}. Use the button below to choose a new one.</p>
${button("{{RESET_URL}}", "Choose a new password")}
<p>If the button doesn't work, copy this link into your browser:<br>{{RESET_URL}}</p>
<p>For your security, the link expires in 1 hour and can be used once. If it has expired, you can ask for a new one from the sign-in page.</p>
<p>If you didn't ask to reset your password, you can ignore this e-mail. Your password stays the same, and your shelf is untouched.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "purchase_confirmation",
    name: "Purchase confirmation",
    emailType: "purchase_confirmation",
    subject: "Thank you for your order, {{USER_NAME}}",
    html: `${title("Thank you for your order")}
<p>Hi {{USER_NAME}},</p>
<p>Your payment went through, and your order is ready. Order number: <strong>{{ORDER_NUMBER}}</strong>. Here is what you bought:</p>
{{ITEMS}}
<p><strong>Total paid: {{AMOUNT}}</strong></p>
{{GUIDE_MESSAGES}}
<p>{{SHELF_NOTE}}</p>
${button("{{SHELF_LINK}}", "Go to your shelf")}
<p>A small tip: read a guide in one sitting, then pick one idea to try this week. That's usually where the value is.</p>
<p>If something isn't right with your order, ${link("{{SITE_URL}}/contact", "contact us")} within 30 days and we'll make it right or refund you.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "gift_received_single_guide",
    name: "Gift received: single guide",
    emailType: "gift_received_single_guide",
    subject: "{{GIVER_NAME}} sent you a guide: {{GUIDE_TITLE}}",
    html: `${title("A gift for you")}
<p>Hi {{USER_NAME}},</p>
<p>{{GIVER_NAME}} sent you a guide from {{SITE_NAME}}: <strong>{{GUIDE_TITLE}}</strong>.</p>
<p>They wrote:</p>
${GIFT_MESSAGE_QUOTE}
<p>It's a short, practical PDF guide, about half an hour of reading, with ideas you can try the same day. To claim it, sign in or create a free account with this e-mail address, and the guide will be added to your shelf, yours to keep.</p>
${button("{{CLAIM_LINK}}", "Claim your guide")}
<p>If the button doesn't work, copy this link into your browser:<br>{{CLAIM_LINK}}</p>
<p>Enjoy it, and perhaps let {{GIVER_NAME}} know it arrived.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "gift_received_atomic_year",
    name: "Gift received: The Atomic Year",
    emailType: "gift_received_atomic_year",
    subject: "{{GIVER_NAME}} gave you The Atomic Year",
    html: `${title("A year of growth, from {{GIVER_NAME}}")}
<p>Hi {{USER_NAME}},</p>
<p>{{GIVER_NAME}} gave you The Atomic Year, a twelve-month programme from {{SITE_NAME}}.</p>
<p>They wrote:</p>
${GIFT_MESSAGE_QUOTE}
<p>Here is what the year holds: one short guide every month, twelve in all, arranged in four seasons (The Wake Up, The Ascent, The Descent and The Emergence), with brief check-ins along the way. Each guide lands on your shelf and stays yours. Everything is already paid for.</p>
<p>Your year begins when you activate it. Sign in or create a free account with this e-mail address, and your welcome e-mail will follow.</p>
${button("{{ACTIVATION_LINK}}", "Activate your Atomic Year")}
<p>If the button doesn't work, copy this link into your browser:<br>{{ACTIVATION_LINK}}</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "gift_sent_atomic_year",
    name: "Gift sent: The Atomic Year (receipt to giver)",
    emailType: "gift_sent_atomic_year",
    subject: "Your gift of The Atomic Year is on its way",
    html: `${title("Thank you for your gift")}
<p>Hi {{USER_NAME}},</p>
<p>Your payment went through and your gift of The Atomic Year is confirmed. This is your receipt:</p>
{{RECEIPT}}
<p>{{DELIVERY_NEWS}} Their year begins when they activate it: twelve short guides, one a month, across four seasons, with quiet check-ins in between. Everything is paid for; there is nothing for them to set up beyond a free account.</p>
<p>If the recipient's address looks wrong, please ${link("{{SITE_URL}}/contact", "contact us")} before the delivery date and we'll sort it out.</p>
<p>Giving someone a year of attention to their own growth is a thoughtful thing to do. Thank you.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "gift_sent_single_guide",
    name: "Gift sent: single guide (receipt to giver)",
    emailType: "gift_sent_single_guide",
    subject: "Your gift of {{GUIDE_TITLE}} is on its way",
    html: `${title("Thank you for your gift")}
<p>Hi {{USER_NAME}},</p>
<p>Your payment went through and your gift is confirmed. This is your receipt:</p>
{{RECEIPT}}
<p>{{DELIVERY_NEWS}} Once they sign in or create a free account, it goes straight to their shelf and stays theirs.</p>
<p>If the recipient's address looks wrong, please ${link("{{SITE_URL}}/contact", "contact us")} before the delivery date and we'll sort it out.</p>
<p>A short guide is a small gift with a long reach. Thank you for thinking of someone this way.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "gift_delivered_note",
    name: "Gift delivered (note to giver)",
    emailType: "gift_delivered_note",
    subject: "Your gift has arrived for {{RECIPIENT_NAME}}",
    html: `${title("Your gift has arrived")}
<p>Hi {{USER_NAME}},</p>
<p>We have just delivered your gift of <strong>{{GIFT_TITLE}}</strong> to {{RECIPIENT_NAME}} ({{RECIPIENT_EMAIL}}), together with your message and a link to open it.</p>
<p>They can open it whenever they are ready; we'll let you know when they do. If it sits unopened for a week, we'll send them one gentle reminder, and nothing more.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "gift_opened_note",
    name: "Gift opened (note to giver)",
    emailType: "gift_opened_note",
    subject: "{{RECIPIENT_NAME}} opened your gift",
    html: `${title("Your gift was opened")}
<p>Hi {{USER_NAME}},</p>
<p>{{RECIPIENT_NAME}} has just opened your gift of <strong>{{GIFT_TITLE}}</strong>. It is on their shelf now.</p>
<p>Small gifts of attention tend to travel further than we expect. Thank you for sending this one.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "gift_reminder",
    name: "Gift reminder (to an unopened gift's recipient)",
    emailType: "gift_reminder",
    subject: "A gift from {{GIVER_NAME}} is still waiting for you",
    html: `${title("Your gift is still waiting")}
<p>Hi {{USER_NAME}},</p>
<p>A week ago, on {{DELIVERED_DATE}}, we sent you a gift from {{GIVER_NAME}}: <strong>{{GIFT_TITLE}}</strong>. It hasn't been opened yet, so here is a gentle nudge, just this once.</p>
<p>Look for our e-mail with the subject "{{ORIGINAL_SUBJECT}}": the button in it opens your gift. There's no rush; the link works for a year.</p>
<p>Can't find it? ${link("{{SITE_URL}}/contact", "Write to us")} from this address and we'll help.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "checkout_reminder",
    name: "Unfinished checkout (news: one reminder)",
    emailType: "checkout_reminder",
    subject: "Your guides are still waiting in your checkout",
    html: `${title("You left these in your checkout")}
<p>Hi {{USER_NAME}},</p>
<p>You started a checkout at {{SITE_NAME}} and did not finish it, so nothing was charged. Here is what was in it:</p>
{{ITEMS}}
<p>If you would still like them, the button starts a new checkout with the same guides, at today's prices.</p>
${button("{{CHECKOUT_LINK}}", "Finish my checkout")}
<p>If the button doesn't work, copy this link into your browser:<br><span style="word-break:break-all;">{{CHECKOUT_LINK}}</span></p>
<p>If you changed your mind, there is nothing to do: this is the only reminder we send.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "new_edition",
    name: "New edition of a guide (news: to its owners)",
    emailType: "new_edition",
    subject: "A new edition of {{GUIDE_TITLE}} is on your shelf",
    html: `${title("A new edition of {{GUIDE_TITLE}}")}
<p>Hi {{USER_NAME}},</p>
<p>We have revised {{GUIDE_TITLE}}, and the new edition is already on your shelf, marked "Updated". It is yours at no cost, as every edition of a guide you own will be.</p>
<p>Your next download is the new edition, stamped with your name as before.</p>
${button("{{SHELF_LINK}}", "Open your shelf")}
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "completion_all_guides",
    name: "Completion: all 16 guides",
    emailType: "completion_all_guides",
    subject: "You now own every {{SITE_NAME}} guide",
    html: `${title("The whole library is yours")}
<p>Hi {{USER_NAME}},</p>
<p>With your latest guide, your shelf now holds all sixteen: every guide in Power, Feeling, Motion and Vision. Not many people get here, and we wanted to say thank you.</p>
<p>A full shelf isn't a finish line. The guides tend to read differently depending on the season of life you're in, so here are a few ways to keep using them:</p>
<ul>
<li>Reread the guide you remember least. It may be the one you need now.</li>
<li>Pick one strand and read its four guides in order over a month.</li>
<li>When a hard week comes, open the guide whose title catches your eye first, and read one page.</li>
</ul>
${button("{{SHELF_LINK}}", "Visit your shelf")}
<p>Thank you for reading with us.</p>
${SIGN_OFF}`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
  {
    code: "contact_message",
    name: "Contact form message (to support)",
    emailType: "contact_message",
    subject: "Contact form: message from {{CONTACT_NAME}}",
    html: `${title("New message from the contact form")}
<p>Someone has written in through the contact page on {{SITE_URL}}.</p>
<ul>
<li>Name: {{CONTACT_NAME}}</li>
<li>E-mail: {{CONTACT_EMAIL}}</li>
</ul>
${subheading("Message")}
<p style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #1c1917;white-space:pre-wrap;">{{CONTACT_MESSAGE}}</p>
<p>Please reply to the sender at {{CONTACT_EMAIL}}. The name and address were typed into the form and are not verified, so confirm the person owns the account before discussing orders or account details.</p>
<p>For questions about an order, a gift or The Atomic Year, look up the sender's e-mail address among recent purchases and gifts before replying. Reminder: refunds requested within 30 days of purchase are granted on request.</p>
<p>— The {{SITE_NAME}} team (sent automatically by the contact form)</p>`,
    daysAfterSubscription: null,
    sequenceOrder: null,
    season: null,
    month: null,
  },
];
