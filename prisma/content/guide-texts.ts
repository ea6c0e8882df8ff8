// The text of each guide's PDF, written for this shop (spec decision 18): an opening, one idea per
// item of the guide's what-you'll-learn list (same order), one practice and a closing. Plain text
// only; the PDF generator lays it out, so paragraphs carry no markup.

export type GuideText = {
  /** Catalogue id, e.g. "power_001". */
  guideId: string;
  /** Paragraphs. */
  opening: string[];
  /** One per what-you'll-learn item, in the same order. */
  ideas: { heading: string; paragraphs: string[] }[];
  practice: { title: string; intro: string; steps: string[]; note?: string };
  /** Paragraphs. */
  closing: string[];
};

export const GUIDE_TEXTS: GuideText[] = [
  {
    guideId: "power_001",
    opening: [
      "Think back to the person you were five years ago. Some of what changed since then you chose: a course you signed up for, a move you planned, a habit you fought to keep. But a great deal of it simply happened. A job put you next to certain people for forty hours a week. A phone put certain voices in your ear every morning. A flat with a long hallway and a short kitchen decided, without asking, how often you cooked. You were shaped, whether or not you were paying attention.",
      "That is not a complaint about the world. Being shaped is how people grow at all. We learn our words from the people around us, our tastes from what we are shown, our habits from what is easy. The question this guide asks is not whether you will be shaped, but by what, and whether you had any say in it.",
      "You do not need a new life to answer that question. You need a clear look at the one you have, a few deliberate changes to what surrounds you, and a short page that reminds you what you were aiming for. Read this with a pen. Most of what follows asks you to write something down, because the forces that shape us are easiest to ignore when they stay vague.",
    ],
    ideas: [
      {
        heading: "Mapping what shapes your days",
        paragraphs: [
          "Start with a plain list, in four columns: people, places, inputs and routines. People are the ones you spend real time with, in person or on a screen, including the ones you only hear from through their posts. Places are the rooms and streets where your hours actually go: the desk, the sofa, the commute, the kitchen table. Inputs are what enters your head: the podcasts, the group chats, the news sites, the books on the bedside table, the shows that play while you cook. Routines are the sequences you repeat without deciding, like the first ten minutes after you wake or the way you end a workday.",
          "Be literal and a little boring. “Friends” is not a useful entry; “Sam, Tuesday lunches, mostly talk about work” is. “Phone” is too big; “the news app, opened about eight times a day, usually while waiting for something” is small enough to see. Most people find the list longer than they expected, and they find that a few entries take up far more of their week than the others. A colleague you sit beside may shape your mood more than a close friend you see twice a year.",
          "When the list is done, go down it once and mark each line with a small arrow: up if it tends to leave you more like the person you want to be, down if it tends to leave you less so, and a dash if you honestly cannot tell. Do not argue with the arrows yet. You are drawing a map, not making a verdict. The map alone often explains feelings that seemed to come from nowhere, such as why Sunday evenings feel heavy or why you think more clearly on days you walk to work.",
          "Pay special attention to the dashes. An entry you cannot judge is often one you have never looked at directly, because it has been there so long it feels like weather. The radio that plays in the car, the colleague whose jokes set the tone of every meeting, the route you take home: these are exactly the forces that work on you without resistance. You do not have to decide about them today. Circling them is enough, because a circled thing is no longer invisible.",
        ],
      },
      {
        heading: "Chosen identity and inherited identity",
        paragraphs: [
          "Underneath the forces in your days sits a quieter one: the story of who you are. Some parts of that story you chose. You decided to become a nurse, or to stop drinking, or to be the kind of person who writes back within a day. Other parts you picked up from somewhere and never examined. “I’m not a numbers person” may have started with a single maths teacher. “I’m the reliable one” may have been handed to you as the eldest child, long before you had any say.",
          "Inherited parts are not wrong because they were inherited. Many of them are gifts. The problem is that an unexamined identity steers you without your permission. If you believe you are not creative, you will not sign up for the pottery class, and the belief will never be tested. If you believe you are the one who holds everything together, you will keep volunteering for work that exhausts you, and call it character.",
          "A simple test helps. Take a sentence you often say about yourself, one that starts with “I’m the kind of person who” or “I’ve never been”. Ask where you first heard it, who benefits from it being true, and what you would do differently next month if it were only half true. If you cannot remember choosing it, and it costs you something, it is a candidate for revision. You are allowed to keep it after looking. You are also allowed to put it down.",
        ],
      },
      {
        heading: "An environment audit in one evening",
        paragraphs: [
          "Your surroundings are the cheapest force to change and the easiest to forget. Set aside one evening, about two hours, and walk through your home as if you were a visitor trying to guess how its owner spends their time. What is the first thing you see when you walk in? What is within arm’s reach of where you sit at night? What is on the wall facing your bed? The answers describe the person your rooms are currently training you to be.",
          "Then look for friction and invitation. Friction is anything that makes a good habit slightly harder: the running shoes in a cupboard behind the vacuum, the guitar in its case on top of the wardrobe, the fruit in a drawer. Invitation is anything that makes a habit you would rather lose slightly easier: the television remote on the pillow, the biscuits at eye level, the phone charger beside the bed. Write down three of each. Be specific about where each thing sits.",
          "Finish the evening by moving objects, not by making resolutions. Put the book on the pillow and the remote in a drawer. Put the phone charger in the hallway. Leave the guitar out of its case on a stand. These changes look trivial, and that is the point: they ask for no willpower tomorrow, because the decision was made tonight. A week from now, notice which of them changed what you actually did, and keep those.",
        ],
      },
      {
        heading: "Swapping one input a week",
        paragraphs: [
          "Inputs are the things you let into your attention, and they work on you the way food works on the body: slowly, and mostly out of sight. A feed that is mildly irritating every day does not feel like a decision, but over months it trains you to expect irritation. A podcast by someone you admire, heard on the way to work, quietly lends you their vocabulary and their questions.",
          "The method is a weekly swap, one at a time. Each week, choose one input from your map with a down arrow and one you would like more of. Replace the first with the second in the same slot of the day. If you usually scroll a news site while the kettle boils, read two pages of a book kept beside the kettle instead. If a group chat pulls you into gossip each lunchtime, mute it for the week and call one friend on Thursday. Keeping the same time and place makes the new habit far easier than adding something to a day that is already full.",
          "Keep a single line of notes each week: what you removed, what you added, and one sentence on how the week felt. After a month you will have four small swaps and a record of their effect, which is more useful than one dramatic purge that collapses by Friday. Some swaps will not stick. That is information too: perhaps the input was not the problem, or the replacement was something you thought you should like rather than something you do.",
        ],
      },
      {
        heading: "A one-page personal charter",
        paragraphs: [
          "A charter is a short document you write for yourself and keep somewhere you will see it. It has three parts. First, two or three sentences describing the person you are choosing to become, written in the present tense as if it were already partly true: “I am someone who makes things with my hands, who is honest in conversations that matter, and who protects the first hour of the day.” Second, the conditions that make that person more likely, named as concretely as your environment audit: the people, places, inputs and routines you intend to keep close. Third, a short list of what you have decided to keep at a distance.",
          "Keep it to one page, and keep the language plain. If a sentence sounds like a motivational poster, rewrite it until it sounds like something you would say to a friend across a table. “Live boldly” gives you nothing to do on a Wednesday. “Say yes to one invitation a month that makes me nervous” does.",
          "A charter is only useful if you reread it, so decide now where it lives: inside the front cover of a notebook you use daily, taped inside a cupboard door, or as the first note on your phone. Read it on the first day of each month and change whatever no longer fits. You are not writing a contract that you can fail. You are writing down the direction you chose, so that the next time the defaults pull, you have something to pull back with.",
        ],
      },
    ],
    practice: {
      title: "A week of choosing the forces",
      intro:
        "This practice fits into an ordinary week. It asks for one longer evening and a few minutes on the other days. Keep your notes together in one place, so you can see the week as a whole at the end.",
      steps: [
        "On the first evening, draw your four-column map of people, places, inputs and routines, and mark each line up, down or unsure. Take no longer than forty minutes.",
        "The next day, choose one sentence you often say about yourself and write down where it came from, who benefits from it and what you would do if it were only half true.",
        "Set aside two hours midweek for the environment audit. Write down three frictions and three invitations, then move at least three objects before you go to bed.",
        "Pick one down-arrow input and one input you want more of, and make the swap in the same slot of the day for the rest of the week.",
        "On the last day, write the first draft of your personal charter: who you are choosing to become, the conditions that help, and what you will keep at a distance.",
        "Put the charter where you will see it, and set a reminder for the first day of next month to reread and revise it.",
      ],
      note: "If the week gets away from you, do steps one and five on their own. The map and the charter are the backbone; everything else can follow later.",
    },
    closing: [
      "It is easy to treat shaping yourself as a heroic act, something that needs a new city or a clean break. In practice it looks much smaller: a charger moved to the hallway, a chat muted at lunchtime, a sentence about yourself that you stop repeating. None of these will change your life by Friday. Together, repeated for a season, they change what your days are made of, and your days are what you become.",
      "Come back to your map in three months and draw it again. Some arrows will have turned. Some people will have moved closer and some further away, often without drama. The point was never to control every force around you. It was to notice them, and to choose, more often than before, the ones you wanted to be shaped by.",
      "And when you slip back into old defaults, as everyone does, there is no need to start over. Open the charter, look at the map, and make one small change that evening. Taking the chisel back is not something you do once. It is something you do again, a little more easily each time.",
    ],
  },
  {
    guideId: "power_002",
    opening: [
      "Ask a room of people to write down three things they are bad at and the pens start moving at once. Ask them for three things they are good at and you will see them stare at the ceiling, cross out a word, and settle for something safe like “hard-working” or “good with people”. It is not that they have no strengths. It is that the strengths are hidden from the one person standing closest to them.",
      "The reason is simple. What you do well usually costs you little effort, and things that cost little effort do not feel like achievements. The friend who can calm a panicking child in thirty seconds thinks anyone could do it. The colleague who turns a messy meeting into three clear next steps assumes that is just what meetings are for. From the inside, a real strength feels like the ordinary way of doing things.",
      "This guide is a method for seeing past that blind spot. It will not hand you a personality type or a colour. It will help you collect evidence, listen to other people, find the pattern underneath, give it a name you can use, and then test it in your real week. Keep a notebook open as you read; you will want to write down examples while they come to mind.",
    ],
    ideas: [
      {
        heading: "Energy, evidence and echoes",
        paragraphs: [
          "The first lens is energy. Think back over the last month and list the moments when you lost track of time in a good way, or finished something more awake than when you started. Notice the verb, not the setting. If you loved planning the family holiday, was it the research, the spreadsheet, the negotiation between everyone’s wishes, or the moment you presented the plan? Each of those points to a different strength. Energy is not proof on its own, because we can enjoy things we are only average at, but it is a good place to start digging.",
          "The second lens is evidence. Go further back, across school, work, hobbies and family life, and write down things you did well more than once, especially when nobody asked you to. Repetition matters here. A single success can be luck. Organising the neighbourhood clear-up, then the office leaving party, then your cousin’s wedding seating is a pattern. Include small things: people who always end up asking you to proofread, the fact that plants survive in your care, the way you remember everyone’s birthday without a calendar.",
          "The third lens is echoes: what other people keep coming back to you for and thanking you for. Echoes are valuable because they come from outside your blind spot. Scroll back through old messages and cards. Which phrases repeat? “Thanks for explaining that so clearly.” “You always know what to say.” “I wouldn’t have finished without you checking in.” Write them down word for word. Where a moment shows up in all three lenses, something you enjoy, have done well repeatedly and are thanked for, you are close to the centre.",
        ],
      },
      {
        heading: "Asking five people",
        paragraphs: [
          "Your own memory is selective, so the next step is to ask. Choose five people who know you in different settings: perhaps a friend from years ago, someone you work with now, a family member, a person you have helped with something, and someone who has seen you under pressure. Variety matters more than closeness. If all five come from one office, you will learn what you are good at in that office and not much more.",
          "Send each of them the same short message, in writing so they can answer in their own time. You might write: “I’m doing an exercise to understand my strengths better, and I’d really value your honest view. Could you answer three short questions? First, when have you seen me at my best, and what was I doing? Second, what do you come to me for that you wouldn’t go to most people for? Third, what do I seem to do easily that others find hard?” Add a line saying that a few sentences is plenty and there is no deadline. People answer more generously when the request is small.",
          "When the replies come in, read them once simply to take them in, because kind words can be surprisingly hard to receive. Then read them again with a pen and underline verbs and concrete nouns. Ignore the adjectives at first; “great” and “amazing” tell you little. Look for actions that appear in more than one reply, even in different words. One person may say you make complicated things simple, another that you are the one they call before a difficult form, a third that your instructions are the only ones that make sense. That is one strength described three times.",
        ],
      },
      {
        heading: "Naming it in plain words",
        paragraphs: [
          "With your three lenses and five replies in front of you, try to describe the pattern in a single sentence that starts with a verb. Avoid labels such as “leader”, “creative” or “people person”. They are so wide that they fit almost anyone, and they tell nobody what you actually do. Aim instead for something like “I turn tangled situations into clear next steps” or “I notice who is left out of a room and bring them in” or “I keep going on dull, detailed work long after others drift off.”",
          "Your first draft will probably be too broad. Sharpen it by asking, “In what situations, exactly?” and “What do people get from it?” “I help people” becomes “I help people who are overwhelmed make a first decision”, which is both truer and far more useful. If two candidate sentences keep competing, keep both for now. Many people have a pair of strengths that work together, such as noticing problems early and staying calm while fixing them.",
          "Finally, say the sentence out loud to someone who knows you and watch their face. If they nod and add an example you had forgotten, you are close. If they look puzzled, ask them what they would change. A plain name is worth the effort because it travels: you can use it when choosing a project, describing yourself at an interview, or deciding which favour to say yes to. A vague one stays in the notebook.",
          "It may also help to write the opposite sentence, the one that describes what you are not. “I am not the person who invents the idea; I am the one who makes it work.” This is not modesty. It protects you from taking on roles that look flattering but drain you, and it makes room for other people’s strengths beside yours. A team of five people who each know their plain sentence works very differently from five people who all think they should be good at everything.",
        ],
      },
      {
        heading: "A two-week experiment",
        paragraphs: [
          "Knowing your strength is pleasant. Using it on purpose is where it starts to change things. For the next two weeks, design a small experiment: choose two or three situations where you will deliberately lead with your strength, and write down beforehand what you will do and what you expect to happen. If your strength is making complicated things simple, you might offer to write the summary after the next team meeting, explain the new pension letter to a parent, and sketch a one-page guide to a process everyone at work complains about.",
          "Keep the experiment modest and observable. The aim is not to reorganise your job but to gather evidence. After each attempt, write three short lines: what you did, how it felt while doing it, and what happened afterwards. Did people respond differently? Did the task take less energy than usual work of the same size? Did anything go wrong? The notes do not need to be thoughtful; they need to exist, so that at the end you are reading facts rather than impressions.",
          "At the end of the two weeks, read all your notes in one sitting. You are looking for three things: confirmation that the strength is real and useful, a clearer sense of the conditions it needs, and any surprises. People often discover that their strength works best early in the day, or with a particular kind of person, or only when they have been asked rather than volunteering. Those conditions are as valuable as the strength itself, because they tell you how to set yourself up.",
        ],
      },
      {
        heading: "When a strength overplays",
        paragraphs: [
          "Every strength has a shadow, and it is usually the same quality turned up too far or used in the wrong place. Someone who brings clarity can start simplifying things that need to stay complicated for a while, such as a friend’s grief. Someone who is endlessly reliable can become the person who cannot say no, until the reliability curdles into resentment. Someone who notices problems early can become the one who always sees what is wrong and never says what is right.",
          "To find your shadow, go back to the feedback you received and look for the gentle criticisms hidden between the praise: “sometimes you take over”, “you can be a bit quick to fix things”, “I worry you carry too much”. Then think of a recent time your strength caused friction. What was the situation? Usually it was a moment when you were tired, anxious, or trying to prove something, and you reached for your strength because it is where you feel safe.",
          "Catching the overplay early is mostly a matter of noticing a physical signal and asking one question. The signal might be a rush of certainty, a tightness in the chest, or the feeling of talking faster. The question is: “Is this what the situation needs, or what I am comfortable giving?” If it is the latter, try doing less of your strength for a minute. Ask a question instead of offering a solution. Let someone else hold the detail. The strength will still be there when it is needed, and it will be more welcome for being chosen.",
        ],
      },
    ],
    practice: {
      title: "Two weeks with your strength",
      intro:
        "Give this practice two weeks from the day you send your questions. It asks for about an hour at the start, a few minutes after each experiment and a longer look at the end.",
      steps: [
        "Spend thirty minutes on the three lenses: list recent moments of energy, repeated evidence from across your life, and echoes copied word for word from messages and cards.",
        "Choose five people from different parts of your life and send them the three questions, in writing, with a note that a few sentences is enough.",
        "When the replies arrive, underline the verbs and concrete nouns, then write one plain sentence, starting with a verb, that names the pattern you see.",
        "Plan two or three situations in the coming fortnight where you will lead with that strength on purpose, and write down what you expect to happen.",
        "After each situation, write three lines: what you did, how it felt, and what happened next. Add a fourth line if you noticed the strength overplaying.",
        "At the end of the two weeks, read all your notes in one sitting and revise your sentence, adding the conditions your strength needs and the signal that tells you it is tipping over.",
      ],
      note: "Thank the five people afterwards and, if you like, tell them what you found. It is often the most pleasant conversation of the whole exercise.",
    },
    closing: [
      "A strength named and tested is a quiet kind of power. It helps you choose which projects to say yes to, which roles to reach for, and which favours to offer without being asked. It also helps you stop apologising for the things you find hard, because you can see more clearly where your effort is best spent.",
      "None of this makes your weaknesses disappear, and it should not. The point is balance. Most people spend years trying to become average at the things they struggle with, and almost no time becoming excellent at the thing they already do well. A little of that time, turned in the other direction, tends to go a long way.",
      "Keep your sentence somewhere you will see it, and revisit it each time you start something new. Strengths grow and shift over the years. The one you found this month is the right one to work with now, and the habit of looking for it will serve you long after the specific words have changed.",
    ],
  },
  {
    guideId: "power_003",
    opening: [
      "Picture the last time you walked into a room where something mattered: an interview, a first meeting with a new manager, dinner with your partner’s parents. Where was your attention in the first minute? For most of us, it was partly on the room and partly somewhere else entirely: on what we looked like, on the sentence we had rehearsed, on the email we forgot to answer, on how the last time went. We were physically present and mentally scattered across three other places.",
      "Other people feel that scatter, even if they could not name it. They sense the half-second delay before you answer, the eyes that drift to the door, the nod that comes a beat too early. And they feel its opposite just as clearly. When someone is fully with you, listening without waiting for their turn, comfortable in a pause, unhurried in how they move, you remember them. Often you cannot say why. You only know that the conversation felt different.",
      "That difference is what this guide calls presence. It is not a gift some people are born with, and it does not require confidence, good looks or a big voice. It is made of small things you can practise: a short routine before you walk in, a few adjustments to how you stand and breathe, a way of listening, and a new relationship with silence. Each section ends with something you can try in your very next conversation.",
    ],
    ideas: [
      {
        heading: "Ninety seconds before you walk in",
        paragraphs: [
          "Most of the scatter we bring into a room arrives with us from the minutes before. You rush from one call to the next, check your phone in the lift, run through your opening line in the corridor, and enter still carrying all of it. A grounding routine is a deliberate way of arriving. It takes about ninety seconds and can be done standing outside a door, sitting in a parked car, or in a bathroom stall if that is the only private place available.",
          "Here is one version. For the first thirty seconds, feel your feet. Press them gently into the floor and notice the weight of your body going down through them. For the next thirty seconds, breathe slowly, letting each out-breath be a little longer than the in-breath; you might count four in and six out. For the last thirty seconds, name silently the one thing you want the other person to leave with. Not your whole agenda, just one thing: “that I am reliable”, “that I am glad to see them”, “that this project is in good hands”.",
          "The routine works because it replaces the rehearsal loop with something simpler. Instead of thirty versions of the first sentence, you carry one intention and a body that has had a moment to settle. It will not remove nerves, and it is not meant to. Many people who seem very present are nervous too. They have simply given their nerves somewhere to land. Try the routine before something low-stakes first, such as a routine call, so it feels familiar when the stakes are higher.",
        ],
      },
      {
        heading: "Posture, breath and pace",
        paragraphs: [
          "People read your body before they hear your words, and three things do most of the work: how you take up space, how you breathe, and how fast you move and talk. None of them needs to be dramatic. You do not have to stand like a statue or lower your voice an octave. Small changes are enough, and they are easier to keep up because they still feel like you.",
          "For posture, think of length rather than stiffness. Let the back of your neck lengthen as if your head were being lifted gently from the crown, let your shoulders drop away from your ears, and let your hands rest rather than fidget. When seated, sit back into the chair instead of perching on the front edge, which signals that you are ready to leave. When you stand to speak, keep your weight on both feet; shifting from one foot to the other reads as unease even when you feel fine.",
          "Breath and pace are linked. When we are anxious we breathe high in the chest and speed up, and the people around us often speed up too. Slowing down by even ten per cent changes the whole exchange. Finish your sentences instead of trailing into the next one. Let your hand complete a gesture before starting another. Walk to the front of the room at the speed you would walk through your own kitchen. To the listener, slowness reads as steadiness, and steadiness is most of what people mean when they say someone has presence.",
          "Eyes belong in this list too, though they are often overdone. Staring someone down is not presence; it is pressure. A more natural pattern is to look at the person while they speak, glance away briefly while you gather a thought, and return to them as you make your point. If you are speaking to a group, finish each sentence with your eyes on one person rather than sweeping the room. It gives every sentence somewhere to land, and it lets different people in the room feel addressed in turn.",
        ],
      },
      {
        heading: "Listening so people feel heard",
        paragraphs: [
          "Most of us listen with one ear on the speaker and the other on our own reply. We are half composing the story that matches theirs, or the advice that will fix their problem, or the clever remark that will show we understood. The speaker can tell. They feel the conversation being steered towards the moment we get to talk, and they shorten what they were going to say.",
          "The habit that changes this is small: before you respond, reflect back one thing you heard, in your own words, and then ask one question about it. If a colleague says the launch is slipping because the suppliers keep changing dates, you might say, “So the dates keep moving underneath you. Which supplier is causing the most trouble?” You have not offered a solution yet. You have shown that you took in what they said, and you have invited them to go one level deeper.",
          "Practise this in ordinary conversations before you rely on it in important ones: with the person at the bakery, with a child describing their day, with a friend on the phone. Notice how often people visibly relax when they feel understood, and how much more they tell you afterwards. Notice too how much less pressure you feel. When your job is to understand rather than to impress, there is far less to get wrong.",
          "One caution. Reflecting back can sound mechanical if you repeat people’s words exactly, like a customer service script. Use your own phrasing, keep it short, and let your face do some of the work. The aim is not a technique the other person can spot. It is the experience, for them, of talking to someone who is entirely there.",
        ],
      },
      {
        heading: "Letting pauses do the work",
        paragraphs: [
          "Silence makes most of us uncomfortable. In a meeting, a two-second gap feels like ten, and someone always rushes to fill it, often with a weaker version of a point already made. On a date, a pause can feel like a verdict. So we talk over the gaps, add qualifications, and answer questions before they are finished. The result is more words and less weight.",
          "A pause can do several things that words cannot. Before you answer a question, a short pause shows that you are actually thinking about it rather than producing a prepared line. After you make an important point, a pause lets it land; the listener has time to take it in before the next thing arrives. And when someone else finishes speaking, waiting two beats before you reply often draws out the sentence they were not sure they would say, which is frequently the most important one.",
          "Start with the pause after questions, because it is the easiest to practise. When someone asks you something, take one slow breath before you answer. If you feel you must say something, say “Let me think about that for a moment,” and then do. You will notice that nobody minds. In fact, people tend to treat your answer as more considered. Over a few weeks, extend the habit to the pause after your own key points, and then to the harder one: staying quiet when someone else is searching for words.",
        ],
      },
      {
        heading: "Presence for quieter people",
        paragraphs: [
          "If you are an introvert, advice about presence can sound like an instruction to become someone else: speak up, work the room, project energy. But nothing in this guide so far has asked you to be louder. Grounding, steady posture, slower pace, real listening and comfortable silence all come more naturally to many quieter people than to their talkative colleagues. Presence is not the amount of space you fill with sound. It is the quality of the attention you bring.",
          "Quieter people do have one common trap: withdrawing into observation so completely that others cannot tell they are engaged. You may be following every word of a meeting, but if your face is still and you say nothing, people may read you as absent. The fix is small signals of attention: a nod at a point that lands, a brief note you visibly write down, one question asked at the right moment. One well-placed contribution in a long meeting is often remembered more clearly than ten rushed ones.",
          "It also helps to plan for your energy. Large gatherings cost introverts more, so choose where to spend your attention. At a party, you do not need to meet everyone. Two real conversations, with time to go past small talk, will leave a stronger impression than twenty brief ones, and they will leave you with more energy at the end. Leading with calm, in a room that is noisy and quick, is a form of presence that people remember long after the noise has faded.",
        ],
      },
    ],
    practice: {
      title: "A week of arriving",
      intro:
        "Over the next seven days, choose one conversation each day that matters a little more than the others: a meeting, a call, a coffee with a friend. Use it as your practice ground, and keep a short note afterwards.",
      steps: [
        "Before each chosen conversation, do the ninety-second routine: thirty seconds of feet, thirty of slow breathing with a longer out-breath, thirty to name the one thing you want the other person to leave with.",
        "In the first minute of the conversation, check your posture and pace once: shoulders down, weight on both feet or sitting back, speaking a little slower than feels natural.",
        "At least three times, reflect back what you heard in your own words and ask one question about it before offering anything of your own.",
        "Pause for one breath before answering any question, and for two beats after the other person finishes speaking.",
        "Afterwards, write two lines: one moment when you felt fully there, and one moment when your attention slipped and where it went.",
      ],
      note: "Expect the notes from the first two days to be mostly about slipping. That is the point of writing them down. By the end of the week, the list of moments when you were fully there is usually longer.",
    },
    closing: [
      "Presence is easy to mistake for a performance, something you switch on for important moments and off again afterwards. The practices in this guide work better the other way round. The more often you arrive fully in ordinary conversations, the less effort it takes in the extraordinary ones, because you are no longer doing something unusual. You are simply being the way you have become.",
      "You will still have days when your attention is everywhere and your voice speeds up. Everyone does. When you notice it, do not add criticism to the scatter. Feel your feet, let one breath go out slowly, and come back to the person in front of you. Coming back, again and again, is the whole skill. Nobody is present all the time. The people we remember are simply the ones who return most often.",
      "Start with the next conversation you have today. It does not need to be important. Let it be the one where you practise arriving, so that the important ones find you already there.",
    ],
  },
  {
    guideId: "power_004",
    opening: [
      "If someone asked what you will be doing next Thursday at ten in the morning, you could probably answer. Ask what an ordinary Thursday will look like five years from now and most people go quiet, or reach for something so general it could belong to anyone: happier, healthier, less stressed, doing work that means something. The near future is full of detail. The far future is a fog with a few hopeful words floating in it.",
      "That fog has a cost. The choices that shape five years, such as what you learn, whom you spend time with, where you put your money and energy, are made one ordinary week at a time. If the person at the other end of those weeks is a stranger, it is hard to make any sacrifice on their behalf. The pleasure of tonight is vivid; the benefit to someone you cannot picture is not. So the evening goes to whatever is closest.",
      "This guide is a way of getting to know that person. You will describe them in enough detail to recognise them, plan backwards from their life to yours, choose a few habits that carry you towards them, decide what to cut away, and set up a simple ritual to keep the picture current. Nothing here is a promise about how your life will turn out. It is a draft, and drafts are meant to be revised.",
    ],
    ideas: [
      {
        heading: "A letter from five years ahead",
        paragraphs: [
          "Set aside forty-five minutes and write a letter to yourself, dated exactly five years from today, written by the person you hope to be by then. The letter should not be a list of achievements. It should describe an ordinary weekday in as much concrete detail as you can manage: what time they wake up and what they see first, what they eat for breakfast, how they get to work or whether they go anywhere at all, who they talk to before lunch, what they are looking forward to that evening, and what they no longer worry about.",
          "Detail is the whole point. “I am healthier” gives your imagination nothing to hold. “I walk the dog along the canal before work and my knees don’t complain on the stairs anymore” does. “I have a fulfilling career” becomes “I spend most mornings designing things and only two afternoons a week in meetings, and I like the people in them.” If you find yourself writing something abstract, ask what it would look like on a Tuesday, and write that instead.",
          "Let your future self speak to you kindly and honestly. They might thank you for something you are about to start. They might mention something they wish you had stopped sooner. They might admit what was hard. Finish the letter with one piece of advice they would give you for this year. Then put the letter away for a day before reading it again. Most people find one or two lines that make them feel a jolt of recognition. Underline those. They are your real direction.",
          "Watch, too, for lines that do not move you at all. People often write things they think they should want: a bigger house, a job title, a marathon. If a line leaves you flat on the second reading, it may belong to a parent, a colleague or an advert rather than to you. Cross it out without guilt. A shorter letter that is truly yours is worth more than a long one that describes someone else’s good life, and it will make every later step of this guide easier, because you will be planning towards something you actually want to arrive at.",
        ],
      },
      {
        heading: "Planning backwards to this week",
        paragraphs: [
          "Forward planning starts from where you are and asks what would be nice to do next, which tends to produce steps shaped by your current habits. Backward planning starts from the future and asks what must already be true just before it, then just before that, and so on until you reach today. It is slower at first and much clearer in the end.",
          "Take the underlined lines from your letter and, for each one, write what would need to be true three years from now. If the letter says you run a small ceramics studio, perhaps in three years you are selling pieces regularly and have a part-time income from them. Then go to one year from now: perhaps you have finished an evening course, have your own wheel and have sold your first twenty pieces to people who are not relatives. Then three months from now: you have signed up for the course and cleared a corner of the spare room.",
          "Finally, ask the smallest question: what could you do this week that the three-month version of you would be glad of? Look up three courses and email one of them with a question. Measure the corner of the spare room. Ask a friend who sells their work at markets what their first year was like. The answer should be small enough that you could do it on a tired evening. If it is not, you have not gone back far enough.",
          "Do not worry if the later steps feel uncertain. They will change, and they should. Backward planning is not a fixed route. It is a way of making sure the step you take this week points roughly in the right direction, so that when the plan changes, you are changing it from somewhere closer to where you meant to go.",
        ],
      },
      {
        heading: "Three keystone habits",
        paragraphs: [
          "A keystone habit is one that pulls other good things along with it. Regular exercise often improves sleep, which improves patience, which improves the evening with your family. A weekly money review often leads to fewer impulse purchases and a calmer feeling about bills. Writing a few lines each morning can sharpen how you plan the rest of the day. The future self in your letter is held up by a handful of habits like these, and most of them are ordinary.",
          "Read your letter and ask, for each detail you underlined, what daily or weekly habit would make it likely. Make a long list first, perhaps ten or fifteen. Then choose three, using two questions. First, which habits serve more than one part of the letter? Second, which could you start at a tiny size this month? Walking twenty minutes a day might serve your health, your thinking time and your relationship with your dog all at once, and you can start tomorrow. A habit that helps one line of the letter and needs a major life change to begin is a poor first choice.",
          "Write each chosen habit as a time and a place, not a wish. “Exercise more” becomes “walk for twenty minutes after lunch, around the block by the library”. “Save money” becomes “on Sunday morning, move a set amount into savings and look at last week’s spending”. Start each one at a size that feels almost too easy, and give yourself a month before you make any of them bigger. Three small habits kept for a year will carry you further than ten ambitious ones abandoned in February.",
        ],
      },
      {
        heading: "What to remove",
        paragraphs: [
          "A sculptor does not make a figure by adding marble. Much of the shape you want is already there, hidden under material that needs to come away. In a life, that material is commitments you keep out of habit, roles you have outgrown and old stories about yourself that no longer fit. Your future self is not only someone who does more. They are also someone who stopped doing some things.",
          "Start with commitments. List everything that takes regular time: committees, subscriptions, standing arrangements, side projects, groups you belong to. Next to each, write whether the person in your letter still does it. Be honest and generous at the same time; some commitments are worth keeping because of what they give other people. But where the answer is clearly no, plan an exit. Most commitments can be ended kindly with a month’s notice and a clear sentence: “I’ve loved being part of this, and I’m stepping back at the end of next month to make room for something new.”",
          "Then look at self-stories. Read your letter again and notice which of your current beliefs about yourself would make it impossible. “I’m not organised enough to run anything of my own.” “I always give up after a few weeks.” “People like me don’t do that.” Write each one down and, next to it, one piece of evidence that it is not the whole truth: the event you organised, the habit you kept for a year, the person you know who did exactly that. Removing a story does not happen in one evening. But a story you have written down and questioned has far less grip than one you have never looked at.",
        ],
      },
      {
        heading: "A quarterly review",
        paragraphs: [
          "The letter you write today will not be quite right in a year, and that is fine. You will learn things about yourself, circumstances will change, and some wishes will turn out to belong to someone else. What matters is that the draft keeps being revised by you, rather than quietly abandoned. A short review every three months is enough to keep it alive.",
          "Put four dates in your calendar now, roughly a season apart, and protect an hour for each. At each review, reread your letter and your backward plan. Ask three questions. What moved forward since last time, however slightly? Which of my three habits held, and which slipped? What in the letter no longer feels true? Then make one change to the letter, one change to the plan, and choose the step for the coming week.",
          "Make the review pleasant, because you will keep doing things that feel good. Take yourself somewhere you like, a café, a bench in a park, the good chair by the window, and bring the letter with you. Treat it as a meeting with someone you care about rather than an inspection. Over a few years, the stack of revised letters becomes a record of how your idea of yourself has grown, which is often more interesting than any of the individual plans.",
        ],
      },
    ],
    practice: {
      title: "Meeting your future self this week",
      intro:
        "This practice spreads the guide across seven days so that no single evening asks too much. You will need a notebook, your calendar and about three hours in total.",
      steps: [
        "Write the letter from five years ahead in one sitting of about forty-five minutes, describing an ordinary weekday in concrete detail and ending with one piece of advice.",
        "The next day, reread the letter and underline the two or three lines that give you a jolt of recognition.",
        "For each underlined line, plan backwards: three years, one year, three months, and one small step for this week. Do the smallest of those steps before the week is out.",
        "List the habits that would make the letter likely, choose three, and write each as a time and a place at an almost-too-easy size.",
        "List your regular commitments and mark the ones your future self no longer keeps. Write the sentence you will use to step back from one of them.",
        "Write down one self-story that stands in the letter’s way, with one piece of evidence against it, and put your four quarterly review dates in the calendar.",
      ],
    },
    closing: [
      "It can feel strange to take a person who does not exist yet so seriously. But every version of you that you are glad to be today was once a future self that someone, you, made a few choices for. The course you took, the friendship you kept up, the habit you started on a dull Monday all belonged to a stranger at the time. The only difference now is that you are doing it on purpose.",
      "Keep the draft light. You are not carving in stone, whatever the title suggests; you are shaping clay that will stay workable for years. If one season goes badly, the next review is only three months away. Bring the letter, make one honest change, choose one small step, and carry on cutting away what does not belong.",
    ],
  },
];
