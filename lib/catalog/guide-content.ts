import type { GuideContent } from "./content-types";

// The 16 guides of the catalogue, in strand order (power, feeling, motion, vision) and sortOrder.
//
// The Atomic Year sends 12 of them, one a month, three per season:
//   The Wake Up   (1-3):   motion_001, vision_003, motion_002
//   The Ascent    (4-6):   power_002, power_001, motion_003
//   The Descent   (7-9):   feeling_002, feeling_001, vision_004
//   The Emergence (10-12): vision_001, feeling_004, power_004
// Not part of the programme (atomicYearMonth null): power_003, feeling_003, motion_004, vision_002.

export const GUIDES: GuideContent[] = [
  // ---------------------------------------------------------------- Power
  {
    id: "power_001",
    slug: "shape-yourself-or-be-shaped",
    title: "Shape Yourself or Be Shaped",
    subtitle: "Choosing the forces that form you",
    strand: "power",
    sortOrder: 1,
    description: "Your habits, feeds, and friendships are shaping you either way. Learn to notice those forces and choose the ones you want to be shaped by.",
    longDescription:
      "Every day something is shaping you: the first app you open, the people whose opinions you absorb, the small routines you repeat without ever deciding to. None of this is bad on its own. The trouble is that most of it happens by default, and default rarely points where you actually want to go. If you have ever looked up after a year and wondered how you ended up here, this is usually why.\n\n" +
      "This guide starts with an honest inventory of the forces already at work in your life, from your surroundings and your calendar to the stories you tell about who you are. You will sort them into what builds you up and what quietly wears you down, then redesign a few of them on purpose. The practices are small: moving one object, changing one input, saying one sentence differently.\n\n" +
      "By the end you will have a short personal charter, a single page describing the person you are choosing to become and the three conditions that make that person more likely. It is not a reinvention. It is taking the chisel back, one deliberate choice at a time.",
    whatYoullLearn: [
      "How to map the people, places, and inputs that currently shape your days",
      "The difference between an identity you chose and one you inherited by default",
      "A simple environment audit you can finish in a single evening",
      "How to swap one draining input for one nourishing input each week",
      "How to write a one-page personal charter you will actually reread",
    ],
    readTimeMinutes: 24,
    atomicYearMonth: 5,
    aliasSlugs: [],
  },
  {
    id: "power_002",
    slug: "discovering-your-personal-superpower",
    title: "Discovering Your Personal Superpower",
    subtitle: "Finding the strength hiding in plain sight",
    strand: "power",
    sortOrder: 2,
    description: "The thing you do so easily you forget it counts is often your greatest strength. Learn to name it, test it, and put it to work on purpose.",
    longDescription:
      "Most people can list their weaknesses in seconds and stall when asked about their strengths. That is not modesty; it is a blind spot. The abilities that come most naturally to you feel ordinary from the inside, so you overlook exactly the things other people keep coming to you for.\n\n" +
      "This guide walks you through three lenses for finding what you are genuinely good at: energy (what leaves you more awake than when you started), evidence (what you have done well again and again, even when nobody asked), and echoes (what friends and colleagues keep thanking you for). You will gather short answers from five people you trust and look for the pattern underneath them.\n\n" +
      "Then comes the practical part. You will give your strength a plain name, design a two-week experiment to use it more deliberately, and notice where it tends to overplay into a liability. A superpower is not a personality type. It is a skill you already have, finally used with intention. Along the way you will practice describing it to others in a single sentence, which matters more than it sounds when you are choosing projects, roles, or collaborators.",
    whatYoullLearn: [
      "Three lenses for spotting strengths: energy, evidence, and echoes from others",
      "A five-person feedback exercise, with the exact questions to send",
      "How to name your strength in plain words instead of vague labels",
      "How to design a two-week experiment that puts your strength to work",
      "Where your strength overplays into a weakness and how to catch it early",
    ],
    readTimeMinutes: 26,
    atomicYearMonth: 4,
    aliasSlugs: [],
  },
  {
    id: "power_003",
    slug: "magnetic-presence",
    title: "Magnetic Presence",
    subtitle: "Being fully here when it matters",
    strand: "power",
    sortOrder: 3,
    description:
      "Presence is not charisma or volume. It is attention, steadiness, and ease. Practical ways to feel grounded and be remembered in any room you enter.",
    longDescription:
      "We tend to think of presence as something certain people are born with: the colleague who speaks once and everyone listens, the friend who makes you feel like the only person at the party. Look closer and you will find something far more learnable. They are not louder than anyone else. They are simply more here.\n\n" +
      "This guide breaks presence into three parts you can practice: how you hold your body, how you hold your attention, and how you hold silence. You will learn a ninety-second grounding routine to use before a meeting or a difficult conversation, a listening habit that makes people feel genuinely heard, and how to let a pause do work that extra words cannot. Each practice takes less than five minutes and can be tried in your very next conversation, whether it is a job interview or a dinner with family.\n\n" +
      "There is also a section for quieter people, because presence has nothing to do with being an extrovert. Some of the most magnetic people in any room say the least. What they share is steadiness, and steadiness can be built in small, daily repetitions.",
    whatYoullLearn: [
      "A ninety-second grounding routine for before meetings, calls, or first dates",
      "How posture, breath, and pace change the way others experience you",
      "A listening habit that makes people feel genuinely heard",
      "How to use pauses and silence instead of filling every gap",
      "Why presence works for introverts and how to lead with calm",
    ],
    readTimeMinutes: 22,
    atomicYearMonth: null,
    aliasSlugs: [],
  },
  {
    id: "power_004",
    slug: "sculpting-your-future-self",
    title: "Sculpting Your Future Self",
    subtitle: "Designing who you are becoming, one cut at a time",
    strand: "power",
    sortOrder: 4,
    description:
      "Meet the person you are becoming five years from now, then work backward. A practical guide to turning a vague future into habits you start this week.",
    longDescription:
      "Many of us picture our future self almost as a stranger, someone we wish well but do not really know. That distance is part of why saving, training, and learning feel so hard: the rewards go to a person who seems far away. Most of us plan next week in detail and the next decade hardly at all. The work of this guide is to close that gap.\n\n" +
      "You will start by writing a letter from yourself five years from now, specific enough to describe an ordinary Tuesday morning: where you wake up, what you do first, what you no longer worry about. From there you will work backward to one-year markers, then to the three habits that would make that Tuesday likely, and finally to what you can begin this week. Each step is small on purpose.\n\n" +
      "Sculpting is a useful image because most of the work is removal. Alongside what to add, you will decide what to stop: commitments, habits, and old ideas about yourself that no longer fit the shape you are carving. The future self you design here is not a fantasy. It is a draft you will keep revising.",
    whatYoullLearn: [
      "How to write a vivid letter from your future self five years ahead",
      "A backward-planning method from a five-year vision to this week's first step",
      "How to choose three keystone habits that make your future self likely",
      "Which commitments and old self-stories to remove, not just what to add",
      "A quarterly review ritual that keeps your future-self draft current",
    ],
    readTimeMinutes: 28,
    atomicYearMonth: 12,
    aliasSlugs: [],
  },

  // -------------------------------------------------------------- Feeling
  {
    id: "feeling_001",
    slug: "emotional-alchemy",
    title: "Emotional Alchemy",
    subtitle: "Turning heavy feelings into useful fuel",
    strand: "feeling",
    sortOrder: 1,
    description:
      "Anger, envy, and anxiety carry information. Learn to slow them down, read what they are telling you, and turn their energy into a clear next step.",
    longDescription:
      "Difficult emotions are not malfunctions. Anger often points at a boundary that was crossed. Envy points at something you want and have not admitted to wanting. Anxiety points at something you care about and feel unprepared for. When you only try to get rid of these feelings, you throw the message away with them. Learning to listen first is what makes everything else possible.\n\n" +
      "This guide teaches a four-step practice: notice the feeling in your body, name it as precisely as you can, ask what it needs or is protecting, and choose one action that honors that need. You will also build a richer vocabulary for emotions, because people who can tell frustrated from disappointed tend to recover faster than those who only know that they feel bad. A one-page feelings map at the back of the guide gives you words for the moments when none come.\n\n" +
      "You will then work through common transformations with real examples: resentment into a clear request, envy into a goal, dread into preparation, grief into remembrance. None of this means forcing a silver lining. Some feelings simply need to be felt. Alchemy is knowing the difference and having a method for both.",
    whatYoullLearn: [
      "A four-step practice: notice, name, ask what it needs, and act",
      "How to read anger, envy, and anxiety as signals rather than flaws",
      "Why precise emotion words help you recover faster, with a starter vocabulary",
      "How to turn resentment into a clear and kind request",
      "When to transform a feeling and when to simply let it be felt",
    ],
    readTimeMinutes: 25,
    atomicYearMonth: 8,
    aliasSlugs: [],
  },
  {
    id: "feeling_002",
    slug: "to-the-one-in-the-mirror",
    title: "To the One in The Mirror",
    subtitle: "Learning to speak to yourself like a friend",
    strand: "feeling",
    sortOrder: 2,
    description:
      "The voice in your head talks to you more than anyone else does. Learn to hear its tone, soften its criticism, and build a kinder inner voice that lasts.",
    longDescription:
      "You would never speak to a friend the way you sometimes speak to yourself after a mistake. Yet that inner voice is the one you hear most, from the moment you wake up to the last thought before sleep. Over time, its tone becomes the climate you live in. If that climate is mostly criticism, even your successes arrive with a warning attached.\n\n" +
      "This guide begins with listening. For three days you will simply catch and write down what your inner critic says, and notice where it learned its lines. Then you will practice a short self-compassion sequence: acknowledging that this moment is hard, remembering that struggle is part of being human, and offering yourself the sentence you would offer someone you love. You will rehearse it until it comes as naturally as the old criticism once did.\n\n" +
      "You will also write a letter to the person in the mirror, not a pep talk but an honest, warm account of what they have carried and what they deserve. Self-kindness is not the same as letting yourself off the hook. People who treat their mistakes gently often take more responsibility for them, not less, because failure stops feeling like a verdict.",
    whatYoullLearn: [
      "A three-day exercise to catch and record your inner critic's exact words",
      "Where harsh self-talk usually comes from and why it feels so convincing",
      "A three-part self-compassion pause for moments of failure or embarrassment",
      "How to write an honest, warm letter to yourself that you will keep",
      "Why self-kindness strengthens accountability instead of replacing it",
    ],
    readTimeMinutes: 23,
    atomicYearMonth: 7,
    aliasSlugs: [],
  },
  {
    id: "feeling_003",
    slug: "richest-person-in-the-room",
    title: "The Richest Person in the Room",
    subtitle: "Gratitude, enoughness, and quiet wealth",
    strand: "feeling",
    sortOrder: 3,
    description:
      "Feeling rich has less to do with money than with attention. Practices for noticing what you already have, wanting wisely, and ending the chase for more.",
    longDescription:
      "Think of the wealthiest person you know and ask whether they seem at ease. Often the answer is no. Past a certain point, more income does surprisingly little for how settled people feel, because the mind adjusts to every new level and quietly starts wanting the next one.\n\n" +
      "This guide is about a different kind of wealth: the feeling of having enough. You will practice specific gratitude that actually shifts your mood, learn how comparison steals satisfaction in seconds, and take an inventory of the assets you never count: your health, your time, your skills, and the people who would answer the phone at two in the morning. A weekly practice of noticing three specific good things, and why they happened, keeps gratitude from becoming one more chore.\n\n" +
      "You will also look honestly at wanting. Desire is not the enemy; the aim is to want things on purpose rather than by advertisement. A short spending and time audit shows where your resources already match your values and where they drift. The richest person in the room is rarely the one with the most. It is the one who knows what they have.",
    whatYoullLearn: [
      "How to practice specific gratitude that shifts your mood instead of going stale",
      "Why comparison drains satisfaction and three ways to interrupt it",
      "An inventory of quiet wealth: health, time, skills, and people",
      "A simple audit to align your spending and your time with your values",
      "How to tell the wants you chose from wants planted by advertising",
    ],
    readTimeMinutes: 21,
    atomicYearMonth: null,
    aliasSlugs: ["the-richest-person-in-the-room"],
  },
  {
    id: "feeling_004",
    slug: "the-power-of-showing-up",
    title: "The Power of Showing Up",
    subtitle: "Consistency, courage, and simply being there",
    strand: "feeling",
    sortOrder: 4,
    description:
      "Most of what matters comes down to showing up, especially when it is uncomfortable. Build the steadiness to be there for your work, your people, and you.",
    longDescription:
      "Showing up sounds simple until you are the one standing outside a hard conversation, a hospital room, or a half-finished project you have been avoiding for months. The feeling of not being ready is real. It is also almost never a reliable reason to stay away.\n\n" +
      "This guide looks at showing up in three places: for the people you love, for the work that matters to you, and for yourself on the days you would rather disappear. You will learn how to lower the bar to a minimum viable appearance, how to handle the awkwardness of reaching out after a long silence, and how to stay with discomfort a few minutes longer than feels natural. None of it requires you to be fearless, only willing.\n\n" +
      "There is a practical section on what to say when you do not know what to say, because that fear keeps many of us away from grieving friends and difficult rooms. You will finish with a short list of the places you want to be reliably present this season. Trust, in others and in yourself, is built from these repeated appearances, most of them small and unremarkable.",
    whatYoullLearn: [
      "How to define a minimum viable appearance for hard or low-energy days",
      "What to say when someone is grieving and you have no words",
      "How to reconnect after a long silence without an elaborate apology",
      "A practice for staying with discomfort a few minutes longer",
      "How small, repeated appearances build trust with others and with yourself",
    ],
    readTimeMinutes: 24,
    atomicYearMonth: 11,
    aliasSlugs: [],
  },

  // --------------------------------------------------------------- Motion
  {
    id: "motion_001",
    slug: "when-you-move-life-moves",
    title: "When You Move Life Moves",
    subtitle: "Why motion comes before motivation",
    strand: "motion",
    sortOrder: 1,
    description:
      "Waiting to feel ready keeps you still. Learn why action usually creates motivation rather than following it, and how small physical moves shift stuck days.",
    longDescription:
      "Most of us wait for motivation before we act. We want to feel like running before we run, feel inspired before we write, feel ready before we make the call. But motivation is unreliable, and it often arrives only after we have started. Motion tends to come first; the feeling follows. This guide is built around that simple reversal.\n\n" +
      "This guide begins literally, with the body. A ten-minute walk, a stretch between tasks, or standing up to take a phone call changes your state faster than any amount of thinking about it. You will build a short menu of physical resets and learn to use them the moment a day starts to feel heavy. Each reset takes under five minutes and needs no equipment, no gym, and no change of clothes. From there the same idea extends to projects, relationships, and decisions.\n\n" +
      "You will practice the art of the next small move: the email you can send in two minutes, the drawer you can clear before dinner, the question you can ask today. Small movements create information and momentum that planning alone never will. When you move, life gives you something to respond to.",
    whatYoullLearn: [
      "Why action often produces motivation instead of waiting for it",
      "A menu of five physical resets for heavy or foggy days",
      "How to find the next small move in any stalled project",
      "How to use a daily ten-minute walk as a tool for mood and thinking",
      "How momentum in one area of life can lift the others",
    ],
    readTimeMinutes: 20,
    atomicYearMonth: 1,
    aliasSlugs: [],
  },
  {
    id: "motion_002",
    slug: "starting-is-a-spell",
    title: "Starting is a Spell",
    subtitle: "The small ritual that breaks procrastination",
    strand: "motion",
    sortOrder: 2,
    description:
      "The hardest part of anything is the first five minutes. Learn why starting feels so heavy and how tiny rituals make beginning almost automatic.",
    longDescription:
      "Procrastination is rarely laziness. More often it is a feeling you are trying to avoid: the uncertainty of a blank page, the fear that the work will not be good enough, the sheer size of a project seen all at once. The task itself is not the problem. The threshold is.\n\n" +
      "This guide treats starting as a small spell you can learn to cast. You will design a starting ritual, a short sequence such as clearing the desk, setting a timer, and writing one rough sentence, that tells your brain it is time to begin. You will learn the five-minute rule, how to shrink a first step until it is almost embarrassingly small, and how to leave yourself an easy way back in for tomorrow.\n\n" +
      "We also look at the quieter reasons people stay stuck before the start: perfectionism, waiting for the ideal plan, and telling everyone about a project before doing any of it. Once you understand the threshold, you stop negotiating with it. You step over, and the work carries you from there. And for the days when even the ritual feels like too much, there is a gentler fallback.",
    whatYoullLearn: [
      "Why procrastination is usually avoidance of a feeling, not laziness",
      "How to design a personal starting ritual that takes under three minutes",
      "The five-minute rule and how to shrink any first step",
      "How to end each session with an easy entry point for tomorrow",
      "How perfectionism and endless planning keep projects from ever beginning",
    ],
    readTimeMinutes: 22,
    atomicYearMonth: 3,
    aliasSlugs: ["starting-is-a-spell-guide"],
  },
  {
    id: "motion_003",
    slug: "how-to-move-through-stuck",
    title: "How to Move Through Stuck",
    subtitle: "Finding your way when the middle gets heavy",
    strand: "motion",
    sortOrder: 3,
    description:
      "Stuck is a normal stage, not a sign you chose wrong. Learn to diagnose which kind of stuck you are in and pick the move that gets you going again.",
    longDescription:
      "Starting is exciting and finishing is satisfying, but the middle of anything worth doing is where people stall. The novelty wears off, the results are not visible yet, and a quiet voice suggests that maybe this was the wrong path all along. Almost everyone meets this stretch. What differs is what they do there.\n\n" +
      "This guide helps you diagnose the kind of stuck you are in, because each has a different remedy. Stuck from confusion needs a clearer next step. Stuck from fatigue needs rest, not more pressure. Stuck from fear needs a smaller, safer experiment. Stuck from a genuinely wrong direction needs an honest decision to change course. A short set of questions helps you tell them apart.\n\n" +
      "Then you will practice specific moves for each: breaking work into visible pieces, changing your surroundings, asking for help with a precise request, and setting a deadline for deciding rather than for finishing. A final section helps you recognize the quiet early signs of stuck, before a slow week turns into a lost month. Stuck is not a verdict on you or your plan. It is information, and there is almost always a way through.",
    whatYoullLearn: [
      "How to tell confusion, fatigue, fear, and wrong direction apart",
      "A short set of diagnostic questions to use whenever progress stalls",
      "How to ask for help with a precise, easy-to-answer request",
      "Why changing your surroundings can unstick your thinking faster than willpower",
      "How to decide whether to push through, pause, or change course",
    ],
    readTimeMinutes: 25,
    atomicYearMonth: 6,
    aliasSlugs: [],
  },
  {
    id: "motion_004",
    slug: "crossing-the-finish-line",
    title: "Crossing the Finish Line",
    subtitle: "The quiet craft of finishing what you start",
    strand: "motion",
    sortOrder: 4,
    description:
      "Unfinished projects quietly drain energy and confidence. A practical guide to closing loops, defining done, and carrying work across the last ten percent.",
    longDescription:
      "Most of us have a drawer, literal or digital, full of things that are eighty percent done: a course, a draft, a renovation, a plan. Each one takes up a little space in the mind. Together they whisper a story that you are someone who does not finish, and that story makes the next project harder to begin.\n\n" +
      "This guide is about the last stretch. You will learn to define done before you start, so the finish line stays visible instead of receding as you approach it. You will take an inventory of your open loops and decide, for each one, whether to finish it, shrink it, or consciously let it go. Letting go on purpose counts as closing a loop. Many people are surprised by how much lighter they feel after this exercise alone.\n\n" +
      "You will also work with the specific traps of the final ten percent: polishing instead of shipping, fear of judgment once the work is real, and a quiet sadness that something is ending. A short finishing sprint and a ritual for marking completion help you carry work across the line and actually notice that you did.",
    whatYoullLearn: [
      "How to define done clearly before a project even begins",
      "An open-loops inventory to finish, shrink, or release unfinished projects",
      "Why the last ten percent feels hardest and how to push through it",
      "How to spot endless polishing that is really fear of being judged",
      "A simple ritual for marking completion so finishing becomes part of who you are",
    ],
    readTimeMinutes: 23,
    atomicYearMonth: null,
    aliasSlugs: [],
  },

  // --------------------------------------------------------------- Vision
  {
    id: "vision_001",
    slug: "quantum-focus",
    title: "Quantum Focus",
    subtitle: "Deep attention in a distracted world",
    strand: "vision",
    sortOrder: 1,
    description:
      "Attention is the lens through which you experience everything. Learn to protect it, train it, and point it at the few things that deserve your best hours.",
    longDescription:
      "Where your attention goes, your life follows. Attention, more than time, is the resource that decides how a day goes. The hours you spend focused on what matters add up to the work you are proud of and the relationships you are glad you invested in. The hours scattered across notifications and half-read tabs add up to very little, even when they felt busy.\n\n" +
      "This guide treats focus as a skill, not a personality trait. You will learn why switching between tasks costs more than it seems, how to build a daily block of deep work even in an interrupted job, and how to prepare your space and your mind before a focused session. You will choose the one or two priorities that deserve your clearest hours and protect them on the calendar. You do not need a quiet office or a perfect morning routine to make it work.\n\n" +
      "The name is a playful nod to the idea that observing something changes it. When you truly pay attention to a problem, a person, or a moment, it becomes richer and more workable. Focus is not about squeezing out more output. It is about being fully there for the few things you decided matter.",
    whatYoullLearn: [
      "Why task switching costs more than it seems and how to reduce it",
      "How to build a daily deep-work block, even with an interrupted schedule",
      "A five-minute pre-focus routine to prepare your space and your mind",
      "How to choose the one or two priorities that deserve your best hours",
      "How to return to focus after a distraction without self-criticism",
    ],
    readTimeMinutes: 24,
    atomicYearMonth: 10,
    aliasSlugs: [],
  },
  {
    id: "vision_002",
    slug: "digital-hygiene-for-the-soul",
    title: "Digital Hygiene for the Soul",
    subtitle: "A calmer relationship with your screens",
    strand: "vision",
    sortOrder: 2,
    description:
      "Your phone is a tool, not a tether. Practical habits for cleaner feeds, quieter notifications, and a relationship with screens that leaves you restored.",
    longDescription:
      "Most of us never decide to spend three hours a day on our phones. It happens in small, reasonable moments: checking the weather, answering one message, looking something up, and then glancing at the clock forty minutes later feeling vaguely worse. The problem is not a lack of willpower. These apps are built by very capable people to keep you scrolling.\n\n" +
      "This guide offers a gentle but thorough cleanup. You will review your screen time without judgment, turn off every notification that does not come from a person, curate your feeds so they leave you informed or inspired rather than anxious, and set up a few phone-free zones, starting with the bedroom and the first half hour of the day. Each change takes minutes, and you can undo any of them.\n\n" +
      "The goal is not a dramatic detox that lasts a week. It is a set of defaults you can live with for years. You will design an intentional home screen, a short evening shutdown, and a weekly offline window. The space you reclaim tends to fill with things your soul has been missing: boredom, reading, long conversations, and rest.",
    whatYoullLearn: [
      "How to review your screen time honestly and without shame",
      "A notification cleanup that keeps people and silences apps",
      "How to curate feeds so they inform or inspire instead of agitate",
      "How to set up phone-free zones, starting with the bedroom",
      "An evening digital shutdown and a weekly offline window you can sustain",
    ],
    readTimeMinutes: 21,
    atomicYearMonth: null,
    aliasSlugs: ["digital-hygiene-for-your-soul"],
  },
  {
    id: "vision_003",
    slug: "the-opposite-of-autopilot",
    title: "The Opposite of Autopilot",
    subtitle: "Waking up inside your own ordinary days",
    strand: "vision",
    sortOrder: 3,
    description:
      "Much of daily life runs on autopilot, and the weeks blur together. Simple mindfulness practices to notice more, choose more, and remember your days.",
    longDescription:
      "Have you ever driven home and realized you could not remember the drive? Habits free up the mind, which is useful, but they can also swallow entire days. None of this is a character flaw; it is simply how a busy brain saves energy. But a life lived mostly on autopilot can feel strangely thin, even when it is full. Weeks blur together, the same arguments repeat, and we react long before we have decided anything.\n\n" +
      "This guide is a practical introduction to living deliberately. You will learn short mindfulness practices that fit into real days: a one-breath pause before unlocking your phone, a mindful first sip of coffee, a walk where you notice five things you have never seen on that street. You will also practice finding the pause between a trigger and your response, the small gap where choice lives.\n\n" +
      "Alongside attention, you will look at the routines you run without thinking, keeping the ones that serve you and rewriting the ones that do not. A simple end-of-day review helps you remember what actually happened. The opposite of autopilot is not constant vigilance. It is waking up often enough to steer.",
    whatYoullLearn: [
      "Short mindfulness practices that fit into commutes, meals, and chores",
      "How to find the pause between a trigger and your reaction",
      "How to spot the routines you run without thinking and rewrite one",
      "A novelty practice that makes your weeks feel longer and more memorable",
      "A three-question end-of-day review to remember your own life",
    ],
    readTimeMinutes: 22,
    atomicYearMonth: 2,
    aliasSlugs: [],
  },
  {
    id: "vision_004",
    slug: "how-to-reframe-your-reality",
    title: "How to Reframe Your Reality",
    subtitle: "Changing the story to change what's possible",
    strand: "vision",
    sortOrder: 4,
    description:
      "The same event can feel like a dead end or a turning point, depending on the story you tell. Learn to question your frames and choose more useful ones.",
    longDescription:
      "Two people lose the same job. One tells the story of a failure that proves they were never good enough. The other tells the story of a door that closed and wonders which one to open next. The facts are identical. The frame is different, and the frame shapes what each person does over the following months.\n\n" +
      "This guide teaches you to see the frames you are already using. You will learn to separate what happened from the story about what happened, spot common thinking traps such as all-or-nothing thinking and catastrophizing, and test your interpretations against the evidence the way a fair-minded friend would. Several of the techniques come from cognitive approaches that have been studied for decades.\n\n" +
      "Reframing is not pretending everything is fine. A useful frame must also be true. You will practice writing three honest interpretations of a hard situation and choosing the one that leaves you most able to act. You will also learn to notice when someone else's frame has quietly become your own. Over time this becomes a habit of mind: not a rosier view of reality, but a clearer and more workable one.",
    whatYoullLearn: [
      "How to separate what happened from the story you tell about it",
      "How to spot all-or-nothing thinking, catastrophizing, and mind reading",
      "A three-interpretations exercise for setbacks, conflicts, and disappointments",
      "How to test a painful belief against the evidence, as a fair friend would",
      "Why a useful reframe must also be honest, and how to check it",
    ],
    readTimeMinutes: 26,
    atomicYearMonth: 9,
    aliasSlugs: [],
  },
];
