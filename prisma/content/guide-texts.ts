// The text of each guide's PDF, written for this shop: an opening, one idea per
// item of the guide's what-you'll-learn list (same order), one practice and a closing. Plain text
// only; the PDF generator lays it out, so paragraphs carry no markup.
import type { GuideText } from "@/lib/catalog/content-types";

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
          "It can help to write two short lists side by side. On the left, the parts of your identity you remember choosing, with the rough year you chose them: “runner, since 2019”, “vegetarian, since university”, “someone who keeps in touch with old friends, since Dad died”. On the right, the parts you cannot remember choosing: “the one who doesn’t make a fuss”, “bad with money”, “not sporty”. The right-hand list is usually longer, and it usually includes a few entries that surprise you when you see them written down. Those surprises are worth sitting with for a while before you move on.",
        ],
      },
      {
        heading: "An environment audit in one evening",
        paragraphs: [
          "Your surroundings are the cheapest force to change and the easiest to forget. Set aside one evening, about two hours, and walk through your home as if you were a visitor trying to guess how its owner spends their time. What is the first thing you see when you walk in? What is within arm’s reach of where you sit at night? What is on the wall facing your bed? The answers describe the person your rooms are currently training you to be.",
          "Then look for friction and invitation. Friction is anything that makes a good habit slightly harder: the running shoes in a cupboard behind the vacuum, the guitar in its case on top of the wardrobe, the fruit in a drawer. Invitation is anything that makes a habit you would rather lose slightly easier: the television remote on the pillow, the biscuits at eye level, the phone charger beside the bed. Write down three of each. Be specific about where each thing sits.",
          "Finish the evening by moving objects, not by making resolutions. Put the book on the pillow and the remote in a drawer. Put the phone charger in the hallway. Leave the guitar out of its case on a stand. These changes look trivial, and that is the point: they ask for no willpower tomorrow, because the decision was made tonight. A week from now, notice which of them changed what you actually did, and keep those.",
          "Do the same for the places outside your home where you spend long stretches. At work, notice what is on your desk, who sits within earshot, what you look at when you lift your eyes from the screen. On the commute, notice what you do with the time and whether you chose it. You often cannot move these places, but you can change small things inside them: a plant where the clutter was, headphones on for the first hour, a different carriage on the train where it is quiet enough to read.",
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
          "Here is a short example, to show the scale. “I am someone who makes things with my hands, who tells the truth kindly, and who is rested enough to be patient. What helps: Saturday mornings in the workshop, dinner with Priya and Tom once a month, the phone charging in the hallway, a walk before work. What I keep at a distance: the news before nine, the group chat that runs on complaints, saying yes to favours before I have checked my week.” It fits on an index card. It could be read in thirty seconds. That is exactly the point.",
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
          "When you have notes under all three lenses, lay them side by side and look for overlaps. Draw a circle around anything that appears in two lists and a double circle around anything in all three. Do not worry if the overlaps look unimpressive at first. Strengths often hide in ordinary verbs: explaining, noticing, organising, calming, finishing, connecting. An ordinary verb that keeps turning up across twenty years of your life is much more useful than an impressive one that appears only once.",
        ],
      },
      {
        heading: "Asking five people",
        paragraphs: [
          "Your own memory is selective, so the next step is to ask. Choose five people who know you in different settings: perhaps a friend from years ago, someone you work with now, a family member, a person you have helped with something, and someone who has seen you under pressure. Variety matters more than closeness. If all five come from one office, you will learn what you are good at in that office and not much more.",
          "Send each of them the same short message, in writing so they can answer in their own time. You might write: “I’m doing an exercise to understand my strengths better, and I’d really value your honest view. Could you answer three short questions? First, when have you seen me at my best, and what was I doing? Second, what do you come to me for that you wouldn’t go to most people for? Third, what do I seem to do easily that others find hard?” Add a line saying that a few sentences is plenty and there is no deadline. People answer more generously when the request is small.",
          "When the replies come in, read them once simply to take them in, because kind words can be surprisingly hard to receive. Then read them again with a pen and underline verbs and concrete nouns. Ignore the adjectives at first; “great” and “amazing” tell you little. Look for actions that appear in more than one reply, even in different words. One person may say you make complicated things simple, another that you are the one they call before a difficult form, a third that your instructions are the only ones that make sense. That is one strength described three times.",
          "Expect some replies to be vague and some to arrive late, and one or two not to come at all. That is normal and says nothing about you; people are busy. If a reply is too general to use, a short follow-up usually helps: “Thank you, that means a lot. Could you remember a particular time you saw that?” A single remembered scene is worth more than a paragraph of praise, because it shows you the strength in action, in a setting you can recognise and repeat.",
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
          "It also helps to tell one person what you are doing. Not a grand announcement, just a word to a colleague or a partner: “I’m trying to use my knack for untangling problems more on purpose for a couple of weeks. If you see a chance, point me at it.” People are often delighted to help with an experiment like this, and they will notice opportunities you would miss. They will also give you a second view at the end, which is useful when your own notes feel too close to judge.",
        ],
      },
      {
        heading: "When a strength overplays",
        paragraphs: [
          "Every strength has a shadow, and it is usually the same quality turned up too far or used in the wrong place. Someone who brings clarity can start simplifying things that need to stay complicated for a while, such as a friend’s grief. Someone who is endlessly reliable can become the person who cannot say no, until the reliability curdles into resentment. Someone who notices problems early can become the one who always sees what is wrong and never says what is right.",
          "To find your shadow, go back to the feedback you received and look for the gentle criticisms hidden between the praise: “sometimes you take over”, “you can be a bit quick to fix things”, “I worry you carry too much”. Then think of a recent time your strength caused friction. What was the situation? Usually it was a moment when you were tired, anxious, or trying to prove something, and you reached for your strength because it is where you feel safe.",
          "Catching the overplay early is mostly a matter of noticing a physical signal and asking one question. The signal might be a rush of certainty, a tightness in the chest, or the feeling of talking faster. The question is: “Is this what the situation needs, or what I am comfortable giving?” If it is the latter, try doing less of your strength for a minute. Ask a question instead of offering a solution. Let someone else hold the detail. The strength will still be there when it is needed, and it will be more welcome for being chosen.",
          "Write your shadow down next to your strength, in the same plain style. “I turn tangled situations into clear next steps. When I overplay it, I rush people towards decisions they are not ready to make.” Keeping the two sentences together is a useful reminder that they are one quality, not two. You do not have to choose between being good at something and being careful with it. You can be both, once you know where the line tends to fall.",
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
          "If ninety seconds is not available, because you are walking straight from one meeting into the next, shrink the routine to a single breath and a single word. Feel your feet as you cross the threshold, breathe out slowly once, and say your one intention silently as you sit down. It is a short version, but it still marks the moment of arrival. Over time, many people find that even the single breath brings back some of the calm of the full routine, because the body remembers what comes next.",
        ],
      },
      {
        heading: "Posture, breath and pace",
        paragraphs: [
          "People read your body before they hear your words, and three things do most of the work: how you take up space, how you breathe, and how fast you move and talk. None of them needs to be dramatic. You do not have to stand like a statue or lower your voice an octave. Small changes are enough, and they are easier to keep up because they still feel like you.",
          "For posture, think of length rather than stiffness. Let the back of your neck lengthen as if your head were being lifted gently from the crown, let your shoulders drop away from your ears, and let your hands rest rather than fidget. When seated, sit back into the chair instead of perching on the front edge, which signals that you are ready to leave. When you stand to speak, keep your weight on both feet; shifting from one foot to the other reads as unease even when you feel fine.",
          "Breath and pace are linked. When we are anxious we breathe high in the chest and speed up, and the people around us often speed up too. Slowing down by even ten percent changes the whole exchange. Finish your sentences instead of trailing into the next one. Let your hand complete a gesture before starting another. Walk to the front of the room at the speed you would walk through your own kitchen. To the listener, slowness reads as steadiness, and steadiness is most of what people mean when they say someone has presence.",
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
          "Pauses work in writing too, in their own way. An email that says one thing clearly and then stops has more weight than one that makes the point, softens it, explains it again and adds three apologies. Before sending an important message, read it once and remove every sentence that only exists to fill the silence after your main point. What remains will feel a little bare at first. It will also read as calm and sure, which is the written form of the same presence you are practising in the room.",
        ],
      },
      {
        heading: "Presence for quieter people",
        paragraphs: [
          "If you are an introvert, advice about presence can sound like an instruction to become someone else: speak up, work the room, project energy. But nothing in this guide so far has asked you to be louder. Grounding, steady posture, slower pace, real listening and comfortable silence all come more naturally to many quieter people than to their talkative colleagues. Presence is not the amount of space you fill with sound. It is the quality of the attention you bring.",
          "Quieter people do have one common trap: withdrawing into observation so completely that others cannot tell they are engaged. You may be following every word of a meeting, but if your face is still and you say nothing, people may read you as absent. The fix is small signals of attention: a nod at a point that lands, a brief note you visibly write down, one question asked at the right moment. One well-placed contribution in a long meeting is often remembered more clearly than ten rushed ones.",
          "One more practical point for quieter people: preparation is your friend. Before a meeting, decide on the one point you most want to make and the one question you most want to ask. Write them down. Then you are not searching for something to say under pressure; you are waiting for the right moment to say something you already chose. That waiting, calm and attentive, is itself a strong form of presence, and the contribution, when it comes, lands with the weight of something considered.",
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
          "A quick example. Maya’s letter described a calmer mind, a small garden she loved, and a closer friendship with her brother. Her long list of possible habits ran to twelve items. The three she chose were a short walk every morning before looking at her phone, thirty minutes in the garden every Saturday, and a phone call to her brother every second Sunday evening. None of them was dramatic. Each took less than an hour. A year later, they were the three things she said had changed the most.",
        ],
      },
      {
        heading: "What to remove",
        paragraphs: [
          "A sculptor does not make a figure by adding marble. Much of the shape you want is already there, hidden under material that needs to come away. In a life, that material is commitments you keep out of habit, roles you have outgrown and old stories about yourself that no longer fit. Your future self is not only someone who does more. They are also someone who stopped doing some things.",
          "Start with commitments. List everything that takes regular time: committees, subscriptions, standing arrangements, side projects, groups you belong to. Next to each, write whether the person in your letter still does it. Be honest and generous at the same time; some commitments are worth keeping because of what they give other people. But where the answer is clearly no, plan an exit. Most commitments can be ended kindly with a month’s notice and a clear sentence: “I’ve loved being part of this, and I’m stepping back at the end of next month to make room for something new.”",
          "Then look at self-stories. Read your letter again and notice which of your current beliefs about yourself would make it impossible. “I’m not organised enough to run anything of my own.” “I always give up after a few weeks.” “People like me don’t do that.” Write each one down and, next to it, one piece of evidence that it is not the whole truth: the event you organised, the habit you kept for a year, the person you know who did exactly that. Removing a story does not happen in one evening. But a story you have written down and questioned has far less grip than one you have never looked at.",
          "Removal also applies to things in your space and your schedule that belong to an older version of you: the exam notes from a course you finished years ago, the exercise bike you have not used since you started cycling outdoors, the standing Friday drinks you go to out of habit rather than pleasure. Clearing them is not ungrateful to the person who once needed them. It simply gives the current you, and the one you are shaping, more room to move.",
        ],
      },
      {
        heading: "A quarterly review",
        paragraphs: [
          "The letter you write today will not be quite right in a year, and that is fine. You will learn things about yourself, circumstances will change, and some wishes will turn out to belong to someone else. What matters is that the draft keeps being revised by you, rather than quietly abandoned. A short review every three months is enough to keep it alive.",
          "Put four dates in your calendar now, roughly a season apart, and protect an hour for each. At each review, reread your letter and your backward plan. Ask three questions. What moved forward since last time, however slightly? Which of my three habits held, and which slipped? What in the letter no longer feels true? Then make one change to the letter, one change to the plan, and choose the step for the coming week.",
          "Make the review pleasant, because you will keep doing things that feel good. Take yourself somewhere you like, a café, a bench in a park, the good chair by the window, and bring the letter with you. Treat it as a meeting with someone you care about rather than an inspection. Over a few years, the stack of revised letters becomes a record of how your idea of yourself has grown, which is often more interesting than any of the individual plans.",
          "If you share your life with someone, consider inviting them to one review a year. Reading parts of your letter to a partner or a close friend can feel exposing, but it often brings useful surprises: they may remember things you once said you wanted, notice changes you missed, or offer help you did not know was available. A future self shaped alongside the people who share your life tends to be a much more realistic draft than one shaped entirely alone.",
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
  {
    guideId: "feeling_001",
    opening: [
      "Most of us were taught, one way or another, to sort feelings into two piles. Happiness, calm and pride went on the good pile. Anger, envy, fear and sadness went on the other one, the pile to be managed, hidden or fixed as quickly as possible. So when a heavy feeling arrives, the first instinct is to get it out of the room: distract yourself, argue yourself out of it, or let it burst out and apologise later.",
      "The trouble with that sorting is that it treats feelings as weather, something that happens to you and means nothing. In practice, even the uncomfortable ones are closer to messages. They arrive because something in your situation matters to you: a line was crossed, a hope was stirred, a loss has not yet been absorbed. Pushing the feeling away without reading it is like throwing a letter in the bin because you do not like the envelope.",
      "This guide offers a slower approach. It will not ask you to enjoy feelings you find painful, or to pretend they are secretly gifts. It offers a short method for catching a feeling before it runs you, a way of reading what it is pointing at, a larger vocabulary, and a few common transformations worked through in detail. It ends with the most important skill of all: telling apart the feelings that want to become action and the ones that simply want to be felt.",
    ],
    ideas: [
      {
        heading: "Notice, name, ask, act",
        paragraphs: [
          "The practice has four steps, and the first is the one most people skip. Notice means catching the feeling in your body before your mind has built a story around it. A heat in the face, a tight jaw, a drop in the stomach, shoulders creeping upward, a restlessness in the legs. The body usually knows before the mind does. Simply saying to yourself, “Something is happening in my chest,” creates a small gap between you and the feeling, and that gap is where choice becomes possible.",
          "Name comes next: put the feeling into a word, as precisely as you can. Not “bad” or “stressed”, but “irritated”, “humiliated”, “dreading”, “left out”. You do not need to be certain. A rough name is much better than none, and you can revise it as you go. Naming does something useful on its own: a feeling that has a word is easier to hold than one that is simply a fog.",
          "Then ask: what does this feeling need, or what is it protecting? Irritation might be protecting your time. Hurt might be protecting a friendship you value. Dread might be protecting you from walking unprepared into something that matters. The answer is often a value you hold, such as fairness, closeness, competence or rest, that feels threatened right now.",
          "Finally, act, but choose one small action that honours the need rather than one that discharges the feeling. If irritation is protecting your time, the action might be closing your door for an hour, not sending a sharp email. If dread is protecting you from being unprepared, the action might be spending twenty minutes preparing. The four steps can take ten seconds or an evening. With practice, they start to happen on their own.",
        ],
      },
      {
        heading: "Anger, envy and anxiety as signals",
        paragraphs: [
          "Three feelings get an especially bad reputation, and each carries an especially clear message. Anger usually points to a boundary. When you feel it, ask what rule, yours or a shared one, has just been broken. Your colleague took credit for your work: the rule was fairness. Your partner checked their phone while you were telling them something painful: the rule was attention. The anger is not telling you to shout. It is telling you that something you value has been stepped on and may need defending.",
          "Envy points to a desire, often one you have not admitted. It is an uncomfortable feeling because it comes with a sting of comparison, but look past the sting. If you feel a flash of envy when a friend announces that they are going part-time to write, the useful question is not “Why them?” but “What part of that do I want?” Perhaps it is the writing. Perhaps it is the permission to want less money and more time. Envy is one of the most honest guides to what you would choose if you were braver.",
          "Anxiety points to something you care about and feel unready for. It looks forward, which is why it often arrives at night, running through what might go wrong. Instead of arguing with it, try asking it a direct question: “What exactly are you worried will happen, and what would help me be more ready?” Sometimes the answer is practical: prepare the presentation, make the call, read the contract. Sometimes it is that nothing more can be done, and that is worth knowing too. If anxiety is frequent, intense or gets in the way of daily life, speaking to a doctor or a qualified therapist is a sensible step, not a failure of this method.",
          "A simple habit ties the three together. When one of them arrives, finish this sentence in your head or on paper: “I feel this because I care about…” Anger at a friend who cancelled again: “because I care about being taken seriously.” Envy at a colleague’s promotion: “because I care about doing work that gets noticed.” Anxiety before a family gathering: “because I care about keeping the peace with my sister.” The sentence does not solve anything, but it turns the feeling from an enemy into a messenger, and it points you at the value that needs your attention.",
        ],
      },
      {
        heading: "More precise words",
        paragraphs: [
          "People who can tell the difference between disappointed, discouraged and defeated tend to handle hard moments better than people who only know that they feel bad. This makes sense once you think about it. Each of those words points somewhere different. Disappointed suggests an expectation that was not met, and a conversation about expectations. Discouraged suggests a loss of energy, and a need for rest or encouragement. Defeated suggests a belief that nothing can be done, and a need to question that belief. A vague word gives you nowhere to go.",
          "Here is a starter vocabulary to widen your range. Instead of angry, try: irritated, frustrated, resentful, indignant, betrayed, impatient. Instead of sad: disappointed, lonely, homesick, wistful, grieving, flat. Instead of anxious: uneasy, apprehensive, overwhelmed, insecure, dreading, on edge. Instead of happy: content, relieved, proud, playful, grateful, hopeful. Instead of ashamed: embarrassed, exposed, guilty, small, foolish. Copy these lists onto a card and keep it in your wallet or on your phone. They will feel clumsy at first.",
          "Two habits build precision quickly. The first is to name a feeling twice: once quickly, then again after a moment’s thought, asking “Is that really it?” You might start with “angry” and land on “embarrassed”, which is a very different thing to act on. The second is to notice that feelings often come in pairs. You can be relieved and guilty that a difficult relative has left, proud and sad on a child’s first day at school. Naming both, without choosing one, is usually closer to the truth.",
          "You can also practise on other people’s feelings, which is often easier. When a friend tells you about a hard day, listen for the precise word underneath their story and try it out gently: “It sounds like you felt a bit sidelined.” If you are wrong, they will correct you, and the correction itself helps them find the word they needed. Practising the vocabulary in conversation makes it more available when you need it for yourself, and it tends to make people feel well understood.",
        ],
      },
      {
        heading: "From resentment to a request",
        paragraphs: [
          "Resentment is anger that has been stored rather than spent. It builds when we keep putting up with something and saying nothing: the housemate who never empties the bin, the manager who schedules meetings over lunch, the friend who only ever calls when they need something. Each time, we decide it is not worth a fuss. Then one day a small thing tips us over and we say something far sharper than the moment deserves.",
          "The transformation is to turn the stored complaint into a clear request, and to make it before the pressure builds. A useful shape has three parts: what happened, in plain and neutral words; what it meant for you; and what you would like instead. “When the bin is full for a few days, the kitchen starts to smell and I end up emptying it. Could we take turns, week about?” “Meetings at half twelve mean I often don’t eat until three. Could we keep twelve until one free unless it’s urgent?”",
          "Notice what is missing from these requests: no words like always or never, no guesses about the other person’s character, no list of past offences. That is what makes them kind as well as clear. They give the other person something they can actually do. They may still say no, and then you have information to act on. But most people, asked plainly, are glad to know what would help, and resentment that has been turned into a request has nowhere left to grow.",
          "If you feel resentment and cannot find the request inside it, that is worth noticing too. Sometimes the truthful request is to yourself: to stop volunteering for the thing, to leave earlier, to take the help you have been refusing.",
        ],
      },
      {
        heading: "When a feeling only needs to be felt",
        paragraphs: [
          "Not every feeling is a problem to solve. Grief after a death, sadness at the end of something good, fear during an illness, loneliness in a new city: these are not signals that you are doing something wrong, and they do not always point to an action. Trying to turn them into fuel too quickly can become another way of avoiding them. A person who answers every loss with a new project may find that the loss is still waiting for them years later.",
          "A rough rule helps. If the feeling points to something you can influence, it probably wants some action, however small. If it points to something that has already happened and cannot be changed, it probably wants time and company instead. Resentment about a colleague’s behaviour can become a request. Grief about a parent who has died cannot be solved. It can be honoured: by talking about them, by keeping something of theirs close, by letting yourself cry without setting a limit on it.",
          "Sometimes a feeling needs both, in sequence. Grief after a friendship ends may need weeks of simply being felt before you are ready to do anything with it, and only then become a letter you write, a lesson you carry, or a decision about the kind of friend you want to be. There is no prize for transforming quickly. A feeling that has been given enough room usually shows you, in its own time, whether there is anything to be done with it.",
          "Letting a feeling be felt is a skill in itself. It means giving it a little room on purpose, perhaps ten minutes on a walk or with a notebook, rather than holding it off all day until it leaks out sideways. It means telling one person the truth about how you are, instead of “fine”. And it means trusting that feelings rise and fall when they are allowed to move. Alchemy, in the end, is not turning every heavy feeling into gold. It is knowing which ones to work with, and which ones simply to carry with care.",
        ],
      },
    ],
    practice: {
      title: "A feelings log for seven days",
      intro:
        "For one week, you will catch two or three feelings a day and work them through on paper. Keep the log short; a few lines per feeling is plenty. The point is repetition, not depth.",
      steps: [
        "Copy the starter vocabulary onto a card or a note on your phone, and keep it with you all week.",
        "Twice a day, at moments you choose in advance such as after lunch and before bed, stop and notice what is happening in your body. Write down one physical sensation.",
        "Name the feeling, then name it again after asking “Is that really it?” Use the card when no word comes. Write both words down.",
        "Ask what the feeling needs or is protecting, and write one sentence in answer.",
        "Decide whether it wants an action or simply some room. If it wants an action, do one small thing that honours the need. If it wants room, give it ten minutes on purpose.",
        "By the end of the week, turn one stored resentment into a three-part request and make it, in person or in writing.",
      ],
      note: "Read the whole log on the last day. Most people find that two or three feelings, and one or two needs, account for most of the entries. That is useful to know.",
    },
    closing: [
      "Feelings will keep arriving, heavy ones included, for as long as you care about anything. That is not a flaw in you. It is the price and the evidence of caring. What changes with practice is the space between the feeling and what you do next. Where once there was only a reaction, there is now a moment to notice, a word to reach for, a question to ask.",
      "Some days the space will be tiny and you will snap, sulk or shut down anyway. When that happens, the four steps still work afterwards: notice what happened, name what you felt, ask what it was protecting, and choose one action, which may simply be an apology. Working with a feeling late is still working with it.",
      "Keep the vocabulary card for a few months. At some point you will realise you have stopped needing it, because the words are yours now. That is the quiet kind of change this guide is after.",
    ],
  },
  {
    guideId: "feeling_002",
    opening: [
      "You drop a glass in the kitchen and, before the pieces have stopped moving, a voice has already spoken: “Idiot.” You send an email with a typo to your manager and hear, “Of course you did.” You look in the mirror on a tired morning and the commentary begins before you have even picked up the toothbrush. Most people have a voice like this. Many have had it for so long that they no longer hear it as a voice at all. It just sounds like the truth.",
      "If a friend spoke to you the way that voice does, you would see less of them. If a colleague spoke to someone else that way in a meeting, you would be shocked. Yet we allow the inner version to talk to us all day, every day, and we rarely question its tone. Over years, that tone becomes the climate we live in, colouring how we take a compliment, how we recover from a mistake, and whether we dare try things we might fail at.",
      "This guide is about changing the climate, slowly. You will start by listening carefully to the voice as it is, then look at where it learned its lines. You will learn a short pause for hard moments, write a letter to yourself that you will want to keep, and see why being kinder to yourself does not mean going soft. Go gently with the exercises. Some of them stir up more than you might expect.",
    ],
    ideas: [
      {
        heading: "Three days of listening",
        paragraphs: [
          "Before you try to change your inner voice, you need to hear it clearly, and that is harder than it sounds. Self-criticism tends to arrive as a feeling rather than a sentence: a sinking, a flush of shame, a sudden tiredness. The words are there, but they go by so fast that we only notice their effect. So for three days, your only job is to catch the words and write them down exactly, without trying to argue with them.",
          "Carry a small notebook or use a note on your phone. Each time you notice a dip in how you feel about yourself, pause and ask, “What did I just say to myself?” Write the sentence word for word, including the swearing if there is any. Add a few words of context: where you were, what had just happened. “Meeting, forgot a name: ‘You always make a fool of yourself.’” “Mirror after shower: ‘Look at the state of you.’” “Kids’ bedtime, lost my temper: ‘You’re a terrible mother.’”",
          "Most people are surprised by two things. The first is frequency: the voice speaks far more often than they thought. The second is repetition: it says the same few things again and again, in almost the same words. By the end of the third day you will probably have twenty or thirty entries and only four or five distinct messages. That is good news. Four or five messages are something you can work with.",
          "Resist the urge to fix anything during these three days. If you catch yourself criticising yourself for being self-critical, write that down too. You are gathering evidence, not passing judgment.",
        ],
      },
      {
        heading: "Where the critic learned its lines",
        paragraphs: [
          "Read through your three days of notes and, for each of the repeating messages, ask where you first heard it. Sometimes the answer comes at once: a parent’s exact phrase, a teacher’s tone, the way an older sibling teased you. Sometimes it is less direct, absorbed from a school where mistakes were punished, a workplace where only results counted, or a culture that treated certain bodies or accents as lesser. Our inner critic is rarely original. It is mostly a collection of voices we took in before we could question them.",
          "It helps to understand why the critic seemed useful at the time. For a child, anticipating criticism can be a way of staying safe: if I tell myself off first, perhaps nobody else will, or it will hurt less when they do. Harsh self-talk can also feel like motivation, a whip that keeps you working. These strategies made some sense once. The problem is that they kept running long after the situation that created them ended, and they now cost more than they give.",
          "This is also why the critic sounds so convincing. It speaks in your own voice, it has been rehearsed for years, and it often contains a grain of truth. You did forget the name. You did lose your temper. The critic takes that grain and builds a whole verdict on it: not “I made a mistake” but “I am a mistake”. Seeing the jump between those two sentences is the beginning of being able to stop it.",
          "Some people find it useful to give the critic a name or a face, perhaps a stern headteacher or a fussy aunt, so that its remarks sound less like their own thoughts. When it speaks, they can answer, “Thank you, Mrs Pritchard, I’ve heard you.” This can feel silly, and that is part of why it works. A voice you can picture is a voice you can see the edges of. It becomes one opinion among several rather than the narrator of your whole life, and you are free to weigh what it says instead of obeying it.",
        ],
      },
      {
        heading: "A pause for hard moments",
        paragraphs: [
          "When something goes wrong and the critic starts up, you need something to say instead, and it needs to be short enough to use in the middle of a bad moment. The pause has three parts, and it takes about thirty seconds. First, acknowledge that this is hard. Say to yourself, in plain words, something like “This hurts” or “This is a really uncomfortable moment.” You are not wallowing; you are telling the truth, which the critic never does about your pain.",
          "Second, remember that struggle is part of being a person. Something like “Everyone gets this wrong sometimes” or “Other parents lose their temper at bedtime too.” This is not an excuse. It is a correction to the critic’s favourite lie, which is that you are uniquely bad. Mistakes are ordinary; they connect you to other people rather than setting you apart from them.",
          "Third, offer yourself the sentence you would offer a friend in the same spot. Picture someone you love dropping the glass, sending the email with a typo, snapping at their child. What would you say to them? Probably something like, “You’re exhausted, it’s been a long week, it’s going to be all right.” Say that to yourself, silently or out loud. Some people find it helps to put a hand on their chest or arm while they do. It may feel awkward or even false at first. Keep going. The critic had years of rehearsal. The kinder voice needs some too.",
          "Use the pause for small things before you rely on it for big ones. The burnt toast, the missed bus, the forgotten password: these are low-stakes chances to rehearse. By the time something genuinely painful happens, a harsh comment from your manager or a real mistake with consequences, the three parts will be familiar enough to reach for. Some people write them on a card and keep it in their wallet for the first few weeks: hard, human, kind. Three words are easy to remember even when everything else goes out of your head.",
        ],
      },
      {
        heading: "A letter to the one in the mirror",
        paragraphs: [
          "Once the pause feels a little familiar, set aside an hour for something longer: a letter to yourself, written as a wise and warm friend who knows everything about you. This is not a pep talk full of exclamation marks, and it is not a list of your virtues. It is an honest account, from someone on your side, of what you have been through and what you deserve.",
          "Start by describing what this person has carried: the losses, the pressures, the times they kept going when it would have been easier to stop. Be specific. “You looked after your dad for two years while working full time, and you hardly told anyone how hard it was.” Then name, gently, one or two things they have been hard on themselves about, and say what a fair friend would say about them. “You still think about the things you said to your sister that Christmas. You were frightened and worn out. You have apologised. It is allowed to be over.”",
          "End with what you wish for this person in the coming year, in concrete terms: more sleep, a holiday with no laptop, a friendship rekindled, permission to stop doing the thing they hate. Sign it from whoever feels right, a friend, an older you, simply “me”. Put the letter somewhere safe and read it on a day when the critic is loud. Many people keep theirs for years and add to it. It becomes proof, in your own handwriting, that a kinder voice exists inside you.",
          "If writing to yourself directly feels too awkward, try writing as a specific person who has loved you well: a grandparent, an old teacher, a friend who always saw the best in you. Imagine how they would describe what you have carried and what they would want for you. Many people find that borrowing a kinder voice is the easiest way to discover that they already know how to speak in one. Over time, the letters can shift from their voice to your own.",
        ],
      },
      {
        heading: "Kindness and responsibility",
        paragraphs: [
          "The most common worry about self-compassion is that it will make you lazy or let you off the hook. If I stop telling myself off, the thinking goes, I will stop trying, stop improving, stop caring about the people I hurt. It is an understandable fear, and it is mostly the critic speaking, defending its job.",
          "In practice, harsh self-talk often makes responsibility harder, not easier. When a mistake feels like proof that you are worthless, looking at it directly is unbearable. So you avoid it: you explain it away, blame someone else, or change the subject. When a mistake is simply something that happened, and you are a person who can make amends, it becomes much easier to look straight at it. You can say, “Yes, I was late with that report and it caused problems for the team. Here is how I will fix it.”",
          "Think of the best teacher or manager you have had. They probably did not let you off lightly, but they did not humiliate you either. They held high standards and also made you feel that you could meet them. That is the voice you are building: one that says, “That was not good enough, and you are capable of better, and I am on your side while you do it.” Both halves matter. Without the first, kindness becomes indulgence. Without the second, standards become cruelty. Together they are how people actually grow.",
          "You can practise this balance with a simple exercise after any mistake. Write down what happened in one sentence. Write down the effect it had on others in one sentence. Write down what you will do to repair or prevent it in one sentence. Then write one sentence that a friend would say to you about it. Four sentences, no more. The first three are responsibility; the fourth is kindness. Together they take about two minutes and leave you both accountable and intact.",
        ],
      },
    ],
    practice: {
      title: "A week with a kinder voice",
      intro:
        "This practice takes the guide in order across about a week. The listening days come first on purpose: you cannot soften a voice you have not yet heard.",
      steps: [
        "For three days, write down every self-critical sentence you catch, word for word, with a few words of context. Do not try to change anything yet.",
        "On the fourth day, read the notes and group them into the four or five messages that repeat. For each, write where you think you first heard it.",
        "From the fourth day on, use the three-part pause at least once a day when something goes wrong: this is hard, this is human, and the sentence you would say to a friend.",
        "On the fifth or sixth evening, set aside an hour and write your letter to the person in the mirror. Keep it somewhere you can find it quickly.",
        "On the last day, take one mistake from the week and write two short paragraphs about it: one in the critic’s voice and one in the voice of a fair, demanding friend. Notice which one tells you what to do next.",
      ],
      note: "If the listening days bring up memories that feel too heavy to hold alone, it is worth talking to someone you trust or a qualified counsellor. That is part of being kind to yourself, not a sign the practice failed.",
    },
    closing: [
      "The critic will not disappear after a week. It has had a long head start, and it will still speak up when you are tired, hungry or frightened. What changes is that you recognise it. You hear “Idiot” after the dropped glass and think, “There it is again,” instead of simply believing it. That small step back is the beginning of a different climate.",
      "Over months, the kinder voice gets quicker. It starts to arrive on its own, sometimes before the critic has finished its sentence. You may notice that you take compliments more easily, that you apologise more cleanly, that you try things you once would have talked yourself out of. Those are signs that the person in the mirror is being spoken to the way they always deserved.",
      "Keep your letter. Read it again in a year. You may find that it reads less like encouragement and more like a description of how you already speak to yourself.",
    ],
  },
  {
    guideId: "feeling_003",
    opening: [
      "There is a particular feeling that arrives a few weeks after getting something you wanted. The new phone, the pay rise, the bigger flat, the holiday you saved for: for a while they glow. Then, quietly, they become normal. The phone is just the phone. The flat is just where you live. And the mind, without announcing it, has already found the next thing that would make life feel complete.",
      "This is not a personal failing. It is how attention works. We notice change far more than we notice things that stay the same, so whatever we have for long enough fades into the background, while whatever we lack stays bright. Left alone, that pattern makes it hard to feel rich at almost any income, because there is always a next level and the current one is always becoming invisible.",
      "This guide is not about money advice, and it will not tell you to want nothing. It is about attention: how to notice what you already have in a way that actually moves your mood, how to defuse comparison, how to count the wealth that never shows up on a statement, and how to bring your spending and your time closer to what you care about. The last section looks at wanting itself, because choosing your wants is one of the quietest forms of wealth there is.",
    ],
    ideas: [
      {
        heading: "Gratitude that does not go stale",
        paragraphs: [
          "Many people have tried a gratitude list and given up on it. The first week feels lovely. By the third, you are writing “family, health, coffee” every night and feeling nothing at all. The problem is not gratitude. It is generality. The mind quickly stops responding to familiar, abstract words, in the same way that it stops noticing a picture that has hung on the wall for a year.",
          "The fix is to make each entry specific and a little bit new. Instead of “my partner”, write “the way she left the landing light on for me when I came home late”. Instead of “coffee”, write “the first sip on the back step while the garden was still grey and quiet”. Specific entries force you to look back through the day for actual moments, and looking for them is what trains your attention to notice them as they happen.",
          "Two further changes keep the practice alive. First, add a short “because” to each entry: why did this good thing happen? “Because I asked Maria for help instead of struggling alone.” “Because the neighbour cut back the hedge and now the morning sun reaches the kitchen.” The because links the good thing to people and choices, which makes it feel less like luck and more like something you are part of. Second, do the practice less often than you think. Three specific entries, two or three evenings a week, tends to last longer than a nightly list that turns into a chore.",
          "If you want to go further, tell someone. Write a short message to a person who appeared in your entries: “I was thinking about how you lent me your car that week in March. It got me through a hard time.” Gratitude spoken aloud tends to warm both people, and it is remembered far longer than gratitude written in a notebook.",
        ],
      },
      {
        heading: "How comparison steals satisfaction",
        paragraphs: [
          "You are happy with your small garden until a friend posts photos of theirs. You are pleased with your salary until you learn what a colleague earns. Nothing in your own life changed in those moments, yet your satisfaction dropped. Comparison works by quietly replacing the question “Is this good?” with the question “Is this as good as theirs?”, and the second question almost always has a worse answer, because there is always someone with more.",
          "Comparison is also unfair by design. You compare your whole life, including the boring and difficult parts, to other people’s highlights: the holiday photo, not the argument at the airport; the promotion announcement, not the seventy-hour weeks. You are measuring your inside against their outside.",
          "Three interruptions help. The first is to catch the moment and name it: “I’m comparing.” Simply noticing often takes the sting out, because you can see the mechanism at work. The second is to complete the picture: when you find yourself envying one part of someone’s life, ask whether you would swap everything, their job, their commute, their family situation, their worries, for it. Usually the answer is no, and the envy softens. The third is to reduce the inputs. If a particular account, group or conversation reliably leaves you feeling poorer, you can mute it, leave it or steer away from it. That is not weakness. It is choosing what you measure yourself against.",
          "There is also a kind of comparison that helps: comparing yourself with your own past. Where were you three years ago, in your work, your relationships, your sense of yourself? What have you learned, survived or built since then? This comparison is fair, because you know the whole story on both sides, and it often reveals a quiet progress that comparing with others hides completely. When you notice the urge to measure yourself against someone else, try turning it towards your own earlier self instead.",
        ],
      },
      {
        heading: "Counting quiet wealth",
        paragraphs: [
          "Most of us keep a rough running total of our money, even if we never write it down. Very few of us keep any total of the other things that make a life feel rich. This exercise asks you to make that second list, under four headings: health, time, skills and people. Take an hour, and be as concrete as you were with gratitude.",
          "Under health, write what your body can do rather than what it cannot: walk to the shops, carry a child, sleep through most nights, taste food, see the sky. If you live with illness or pain, this list may be shorter and also more precious; include the things you have learned to value because they are not guaranteed. Under time, write the hours that are truly yours: the Saturday mornings, the evenings after the children are asleep, the lunch breaks you actually take. Notice how much of it there is, and also how much of it slips away unnoticed.",
          "Under skills, list what you know how to do, including things you would not put on a CV: mend a bike puncture, cook for twelve, calm an angry customer, speak a second language, grow tomatoes. Under people, write the names of those who would answer if you called at a bad hour, those who make you laugh, those you could ask for a favour without rehearsing it first. Read the four lists together. Many people find this the single most settling part of the guide, because it makes visible a kind of wealth that has been there all along.",
          "Add one more list if you like: things you own that you are genuinely glad of. Not everything, just the objects that earn their place: the good knife, the coat that has kept you warm for eight winters, the bike, the chair by the window, the shelf of books you reread. Most people find this list short and satisfying. It is a reminder that a few well-chosen things often give more pleasure than many forgotten ones, and it is a useful list to consult before buying the next thing.",
        ],
      },
      {
        heading: "A values audit for money and time",
        paragraphs: [
          "Your bank statement and your calendar are two of the most honest documents you own. They show where your resources actually go, whatever you believe your priorities to be. This audit holds them up against your values, not to shame you, but to find places where a small change would make you feel noticeably richer.",
          "First, write down three to five things you value most, in plain words: time with family, learning, health, adventure, generosity, quiet. Then take the last month of spending and sort it roughly into three piles: spending that clearly served one of those values, spending that was necessary but neutral, such as rent and bills, and spending that served none of them and that you would not choose again. Do the same with one ordinary week of your calendar. You do not need precise numbers. Rough proportions are enough.",
          "Most people find one or two surprises. Perhaps a large share of money goes to takeaways eaten alone in front of a screen, while the value you named was time with friends. Perhaps several evenings went to a commitment that serves nobody’s values, including the people who asked you to take it on. Choose one change in each document: move a small amount of spending from the third pile to the first, and free one hour a week for something you named as important. The aim is not to spend less or do less. It is to spend and do on purpose.",
          "If money is tight, this audit still matters, perhaps more. When there is little left after essentials, the small amount you do choose to spend carries a great deal of meaning. Moving even a small sum each week from something that leaves you flat to something you value, a cinema ticket with a friend, a plant, a library fine paid so you can borrow again, can change how the week feels. Feeling rich is not the same as having a lot. It is much closer to spending what you have on purpose.",
        ],
      },
      {
        heading: "Wants you chose and wants you were sold",
        paragraphs: [
          "Wanting is not the enemy of feeling rich. A life without desire would be flat. The question is where your wants come from. Some grow from your own experience and values: you want a bicycle because you loved cycling as a child and want that feeling back. Others are planted: you want a particular jacket because you have seen it forty times this week on people who looked happier than you feel. Both feel exactly the same from the inside, which is why it is worth checking.",
          "A few questions help sort them. When did I first start wanting this, and what was I looking at when I did? If nobody would ever see me with it, would I still want it? Will I still want it in a month? Is there a cheaper, slower or shared way to get the feeling I am really after? The last question is often the most revealing. The jacket may be about feeling put together, which might also come from a haircut or an afternoon spent sorting the wardrobe you already have.",
          "A simple habit makes this easier in daily life: a waiting list. When you want something that is not a necessity, write it down with the date and wait, perhaps thirty days for larger things. When the time is up, look again. Many items will have lost their shine, and you can cross them off with relief. The ones that still matter after a month are far more likely to be wants you chose, and you can enjoy them fully, without the nagging sense that someone else did the choosing for you.",
          "It also helps to notice where wanting is planted in your days. Shopping apps, advertisements in feeds, the shop window on the way to work, the catalogue that comes through the door: each is designed to create a want you did not have a minute ago. You do not have to avoid all of them. But turning off shopping notifications, unsubscribing from marketing emails and taking a different route past the shopping centre can reduce the number of wants that arrive uninvited, leaving more room for the ones that are really yours.",
        ],
      },
    ],
    practice: {
      title: "A month of quiet wealth",
      intro:
        "This practice runs over four weeks, with a little to do in each. It is gentle on purpose: the aim is to change where your attention rests, and that happens through repetition rather than effort.",
      steps: [
        "In the first week, write three specific gratitude entries with a “because” on two or three evenings, and send one thank-you message to someone who appears in them.",
        "Also in the first week, notice each time you compare yourself to someone, write down who and what, and try one of the three interruptions.",
        "In the second week, spend an hour on your quiet-wealth inventory under health, time, skills and people. Keep the lists where you can reread them.",
        "In the third week, do the values audit on last month’s spending and one ordinary week of your calendar, and make one change in each.",
        "Start a waiting list for non-essential wants, with a date beside each. In the fourth week, review it and cross off anything that has lost its shine.",
      ],
      note: "None of this asks you to stop enjoying nice things. It asks you to enjoy the ones you have, and to choose the next ones yourself.",
    },
    closing: [
      "Feeling rich turns out to be much more about attention than arithmetic. The same life can feel full or lacking depending on what you notice, whom you measure yourself against, and whether your money and hours go where your values point. None of those are fixed. They are habits of attention, and habits can be changed a little at a time.",
      "There will still be things you want and do not have. That is part of being alive and interested in the world. The difference, after a month of these practices, is that the wanting sits alongside a clearer sense of what is already yours: the specific good moments, the people who would answer the phone, the skills in your hands, the hours you chose to protect.",
      "Return to your quiet-wealth lists in a few months and add to them. You will probably find new names, new skills and new moments, some of which were there the first time and simply went unnoticed. Keep the waiting list going too; over a year it becomes a small record of desires that faded and desires that lasted, and the lasting ones tell you a great deal about who you are. Most of all, keep the specific gratitude alive in a form that suits you, whether that is a notebook, a message to a friend, or a sentence said out loud at dinner. It is the simplest of these practices and the one that, over time, changes the most.",
    ],
  },
  {
    guideId: "feeling_004",
    opening: [
      "Think of the people who mattered most to you in a hard season of your life. Chances are, what you remember is not what they said. It is that they came. The friend who drove over with soup and did not stay long. The colleague who sat beside you at the meeting where you had to deliver bad news. The neighbour who knocked every few days just to ask how you were. They may have been awkward. They may have had no idea what to do. They turned up anyway, and that was the thing.",
      "Most of us want to be that kind of person, and most of us, at some point, have not been. We meant to visit and did not. We let a message sit for so long that answering it felt impossible. We skipped the class, the rehearsal, the family lunch, because we were tired or anxious or simply not in the mood. Showing up sounds like the simplest thing in the world. In practice it is often the hardest, because the moments when it matters most are the moments when staying away feels easiest.",
      "This guide is practical. It looks at how to keep appearing on days when you have very little to give, what to say in the rooms people most dread entering, how to come back after a long absence, and how to stay a little longer when you want to leave. It ends with why all of this adds up to more than it seems.",
    ],
    ideas: [
      {
        heading: "A minimum viable appearance",
        paragraphs: [
          "Many of us have an all-or-nothing picture of showing up. Going to the gym means an hour-long workout. Visiting a friend means a whole evening of good conversation. Working on the novel means a productive morning at the desk. On good days that picture is fine. On bad days it becomes a reason not to go at all, because the full version feels impossible and nothing else seems to count.",
          "A minimum viable appearance is the smallest version of showing up that still counts. For the gym, it might be going, doing ten minutes on the bike and leaving. For the friend, it might be dropping round for twenty minutes with a coffee, or a phone call while you walk home. For the novel, it might be opening the file and writing one sentence. For your own care, it might be a shower and a glass of water, rather than the full routine. The point is that the appearance keeps the thread unbroken, even when the effort is small.",
          "Decide on these minimums in advance, on a good day, for the two or three places in your life where showing up matters most. Write them down. When a low day comes, you will not have to negotiate with yourself about what is reasonable, because you already decided. You will often find that once you are there, you do a little more than the minimum. But the minimum is allowed to be enough. A person who appears briefly every week is far more present in someone’s life than a person who appears brilliantly twice a year.",
          "It can help to tell the people involved. “Some weeks I’ll only manage a quick call, but I’ll always call” is a promise most friends are delighted to receive, and it frees you from the guilt of the shorter visit. The same goes for groups: letting the choir leader know you may sometimes sing the first half and leave at the break is far better than quietly dropping out because you cannot manage the whole evening. Said out loud, a small appearance stops feeling like a failure and starts feeling like what it is: a commitment kept in the form you can actually keep.",
        ],
      },
      {
        heading: "When someone is grieving",
        paragraphs: [
          "Grief is where many people stay away, and the reason is almost always the same: the fear of saying the wrong thing. So we say nothing. We cross the road, send a card weeks late, or wait for the person to reach out, which they rarely do. The grieving person does not experience this as tact. They experience it as silence, at the very moment they most need to feel that others remember.",
          "The good news is that you do not need the right words, because there are none. What helps is simpler. Say that you are sorry, using the name of the person who died if you knew it: “I’m so sorry about your mum. I keep thinking about her laugh.” Say that you do not know what to say, if that is true; it is honest and it takes the pressure off both of you. Then ask a question that leaves room, such as “How are you doing today?” rather than “How are you?”, because today is something a grieving person can actually answer.",
          "What tends to hurt, even when meant kindly, is anything that hurries the grief along or explains it away. “Everything happens for a reason.” “At least they’re not suffering.” “You’ll feel better soon.” Avoid comparisons with your own losses unless you are asked. And instead of “Let me know if you need anything”, which hands the work back to the grieving person, offer something specific: “I’m going to the supermarket on Thursday. Can I pick anything up?” or “I’d like to bring dinner round on Sunday. Is that all right?”",
          "Keep showing up after the funeral. The first few weeks are crowded with messages and casseroles; the months afterwards are often very quiet. A text on a birthday or an anniversary, or simply three months later saying “I’m thinking of you and her today,” can mean more than anything you said at the beginning.",
        ],
      },
      {
        heading: "Coming back after a long silence",
        paragraphs: [
          "Silences grow in an odd way. You mean to reply to a friend’s message, and a week passes. Then it has been a month, and now a reply needs an explanation. Then it has been a year, and the explanation would need to be so long and so apologetic that it is easier to do nothing. Meanwhile the friendship, which was never really damaged, sits untouched because neither of you knows how to start.",
          "The way back is nearly always shorter than you fear. You do not need a long apology or a detailed account of why you disappeared. A short acknowledgment and a warm, specific reason for getting in touch is enough: “I know it’s been ages, and that’s on me. I walked past the café where we used to meet and thought of you. How are you?” Most people are simply glad to hear from you. Many have been feeling guilty about the same silence.",
          "If the silence followed a disagreement, the message may need one more sentence, a plain acknowledgment of your part without reopening the whole argument: “I’ve thought about what I said when we last spoke, and I’m sorry.” Then let the other person respond in their own time. Some will answer at once, some after a while, some not at all. Any of those is survivable. The message you did not send, by contrast, keeps costing you something every time you think of them.",
          "Be ready for the reply to be cooler than you hoped, at least at first. The other person may need a message or two to trust that you are really back. Keep your part simple and steady: answer warmly, suggest something specific and easy, such as a walk or a coffee, and do not over-explain. Friendships that have survived a silence often come back stronger, because both people have learned that the connection can bend without breaking.",
        ],
      },
      {
        heading: "A few minutes longer",
        paragraphs: [
          "Showing up is the first step. Staying is the second, and it is where a different kind of discomfort arrives. In a hospital room, the silence stretches and you want to make an excuse. In a difficult conversation with your teenager, they go quiet and you want to end it. In a meeting where your idea was criticised, you want to leave early. The urge to go is strong, and it usually comes just before something important happens.",
          "A simple practice helps: when you notice the urge to leave, stay for a few more minutes, on purpose. You can set the number in advance, perhaps five. During those minutes, you do not need to do anything clever. Breathe slowly, let your shoulders drop, and keep your attention on the other person. If there is silence, let it be. If they say something difficult, listen without rushing to fix it. Often it is in those extra minutes that someone says the thing they have been working up to, or that the mood in the room shifts.",
          "This also applies to showing up for yourself. When you sit down to write and the first ten minutes go badly, stay for five more before deciding the session is over. When you start a run and everything aches, keep going to the end of the road. You are teaching yourself that discomfort is something you can be with, not something that must always end the moment it begins. Of course, there are times when leaving is the right choice, when you are unsafe or the situation is harmful. This practice is for the everyday discomfort that is uncomfortable but not dangerous.",
          "It helps to have something to do with your hands and eyes while you stay, especially in heavy rooms. In a hospital, you might offer to refill a water jug or straighten a blanket. With a teenager who has gone quiet, you might sit beside them rather than facing them, perhaps while doing something else, such as driving or washing up. Side by side is often easier than face to face when words are hard. These small actions make staying feel natural, for you and for them.",
        ],
      },
      {
        heading: "How small appearances build trust",
        paragraphs: [
          "Trust is rarely built in dramatic moments. It is built in ordinary ones that repeat: you said you would call on Sunday and you called; you said you would be at the match and you were there, standing in the rain; you said you would finish the draft by Friday and you sent it, even if it was rougher than you hoped. Each of these is small. Together, they teach the people around you that your word means something.",
          "Look back over the past year and notice the people who have built trust with you in this way. The friend who texts on the day of every hard anniversary. The colleague who is always there five minutes early. The neighbour who takes in your parcels without being asked. You may never have thought of them as especially impressive, but you trust them completely. That trust was not given in one moment. It was earned in dozens of small ones, exactly the kind you are now learning to make.",
          "The same is true inside. Every time you do what you told yourself you would do, even in its smallest form, you add a little to your trust in yourself. Every time you skip it, you take a little away. Over years, this inner record becomes one of the most important facts about your life. People who trust themselves to show up take on harder things, because they know they will not abandon themselves halfway.",
          "This is why the minimum viable appearance matters so much. It protects the record on the days when the full version is impossible. You did not write a chapter, but you opened the file. You did not have a long talk, but you sent the message. Trust grows from the unbroken line, not from the size of any single day. If the line breaks, as it will sometimes, begin again the next day with the smallest possible appearance. That, too, is showing up.",
        ],
      },
    ],
    practice: {
      title: "Your season of showing up",
      intro:
        "This practice helps you choose where you want to be reliably present over the next three months, and sets you up to keep appearing there. Give it one evening to plan and a few minutes each week after that.",
      steps: [
        "Write down three places where you want to be reliably present this season: one person or group, one piece of work or practice, and one thing that looks after you.",
        "For each, define a minimum viable appearance small enough for your worst day, and write it beside the name.",
        "Think of one person who is grieving or going through something hard. This week, send them a specific offer or a short message that names what happened.",
        "Think of one person you have drifted from. Send them a short message with a brief acknowledgment and a warm, specific reason for getting in touch.",
        "In the next conversation or task that makes you want to leave early, stay five minutes longer on purpose, and notice what happens.",
        "Each Sunday, put a mark next to each of your three places for every appearance you made that week, however small.",
      ],
    },
    closing: [
      "There is no moment when you finally become a person who shows up. There are only appearances, one after another, most of them unremarkable. The visit that lasted twenty minutes. The message sent after a year of silence. The five extra minutes at the bedside. None of them looks like courage from the outside. Many of them feel like courage from the inside.",
      "You will not get this right every time. Some weeks you will skip the class, miss the call, let another message sit. When you notice, you do not need to make up for it all at once. You only need to make the next appearance, as small as it needs to be. The people in your life, and the person you are becoming, will notice the pattern long before they notice any single day.",
    ],
  },
  {
    guideId: "motion_001",
    opening: [
      "Some days begin heavy. The alarm goes, and before you have opened your eyes the list is already there: the report, the dentist, the washing, the message you have not answered. Your body feels slow, your head feels foggy, and a reasonable voice suggests that you will be much better at all of it once you feel a bit more awake. So you wait. You scroll for a while, make another coffee, read the news. The feeling of being ready does not come. By eleven, the heaviness has a new layer: the morning is gone.",
      "Almost everyone knows this pattern. What is less obvious is that the order is often the wrong way round. We wait to feel like doing something before we do it, but for many tasks the feeling only arrives after we begin. The first few minutes of a walk feel stiff; by the end of the street your legs have warmed up and your mood has lifted. The first paragraph of an email is awkward; by the third you know what you want to say.",
      "This guide is about using that reversal on purpose. It begins with the body, because physical movement is the quickest way to change a stuck state, and then widens out to projects and the rest of your life. Nothing in it requires a gym, special clothes or an early start. It asks for small moves, made before you feel ready, and a little attention to what happens next.",
    ],
    ideas: [
      {
        heading: "Action first, motivation second",
        paragraphs: [
          "We usually think of motivation as fuel: you need it in the tank before the car will go. But for most everyday tasks, motivation behaves more like a result. It is what you feel once you are in motion and the work starts to respond. A page with three sentences on it is more interesting than a blank one. A kitchen with one clean counter makes you want to clear the next. The feeling grows out of the doing, not the other way round.",
          "You can see this in your own life. Think of a time you did not want to go to something, a class, a party, a run, and went anyway. How did you feel twenty minutes in? Often, better than you expected, and sometimes glad you came. Now think of the times you waited to feel like it. How many of those ended with you doing the thing? The evidence is usually clear, and yet we keep waiting, because waiting feels sensible in the moment.",
          "The practical shift is to stop asking “Do I feel like it?” and start asking “What is the smallest piece I can do right now?” Then do that piece, and only then check how you feel. If the motivation has arrived, carry on. If it has not, you have still done something, and you can decide about the next piece separately. This takes the pressure off the feeling. You are no longer waiting for permission from your mood. You are giving your mood something to react to.",
          "There is one honest exception. If you are genuinely exhausted, ill or grieving, the heaviness may be telling you to rest, and pushing yourself into motion will not help. A useful check is to ask whether you would feel better or worse after ten minutes of gentle activity, based on what has happened before. If past experience says better, start moving. If it says worse, the kindest and most productive move may be to lie down properly for twenty minutes, without a screen, and begin again afterwards. Knowing the difference is part of the skill.",
        ],
      },
      {
        heading: "Five physical resets",
        paragraphs: [
          "When a day feels heavy or foggy, thinking about it rarely helps much. Changing your physical state often does, and quickly. Here is a menu of five resets, each taking under five minutes and needing nothing but your body and a little space. Try them all over a week, then keep the two or three that work best for you.",
          "The first is the doorway stretch: stand in a doorway, place your forearms on the frame at shoulder height, and lean gently forward until you feel the front of your chest open. Hold for thirty seconds, breathing slowly, then repeat twice. It undoes the hunched shape of a morning at a laptop. The second is the stairs: walk up and down a flight of stairs three times at a steady pace, or march on the spot for two minutes if there are none. It warms you up and gets your heart going a little, which many people find clears the fog. The third is cold water: splash your face and the backs of your wrists, then stand by an open window for a minute and take a few slow breaths of outside air.",
          "The fourth is shake and drop: stand up, shake out your hands, then your arms, then each leg, for about a minute, then let your shoulders rise up to your ears and drop them with a long breath out. It sounds silly and works surprisingly well when you feel tense and sluggish at once. The fifth is the change of place: pick up whatever you are working on and move to a different room, a different chair, or outside, even for ten minutes. A new setting gives your attention something fresh to settle on.",
          "Use a reset the moment you notice the heaviness, not after an hour of trying to push through it. If you have a health condition that limits movement, adapt each one to what your body can comfortably do; the aim is a change of state, not exercise.",
        ],
      },
      {
        heading: "The next small move",
        paragraphs: [
          "Projects stall for many reasons, but a common one is that the next step is unclear or too large. “Sort out the garden” is not a step. “Redo the CV” is not a step. When the next thing to do is a fog, the mind slides off it towards anything more definite, which is why a stalled project can sit untouched for months while you are busy with smaller, clearer things.",
          "The fix is to keep asking one question until you reach something you could do in under ten minutes: “What is the very next physical action?” Not the next phase, not the next goal, but the next action, something your hands or voice would do. “Sort out the garden” becomes “walk round the garden with a notebook and list what needs doing”. “Redo the CV” becomes “find the old CV file and open it”, then “delete the oldest job”, then “email Ana to ask if I can name her as a referee”. Each of these is almost too small. That is what makes them possible.",
          "Write the next small move somewhere you will see it, on a sticky note on the fridge or at the top of your to-do list, and phrase it as an action with a verb. When you finish it, write the next one before you stop. Over time you will notice something: a project with a clear next move rarely stays stalled for long. The heaviness was never the project itself. It was the fog around the first step.",
          "When a project has several possible next moves, choose the one that produces information soonest. Writing to the council to ask whether you need permission for the shed will tell you more in a week than a month of sketching designs. Sending one paragraph to a friend who knows the field will tell you more than polishing the whole proposal alone. Moves that bring a response from the world are especially good at breaking a stall, because the response gives you something new to act on.",
        ],
      },
      {
        heading: "A ten-minute walk each day",
        paragraphs: [
          "Of all the small moves in this guide, a daily walk is the one most worth keeping. Ten minutes is enough. It is short enough to fit into almost any day, and long enough for many people to notice a shift in their mood and their thinking by the time they return. It also gives you a few minutes of daylight, which is easy to miss entirely on a busy indoor day.",
          "Use the walk in two ways, depending on what the day needs. On heavy days, make it a mood walk: leave your phone in your pocket, walk a little faster than usual, and look at things further away than your screen, such as rooftops, trees and the sky. On days when you are stuck on a problem, make it a thinking walk: before you leave, write the problem as a single question, then let your mind wander around it as you go. Do not force an answer. Many people find that an idea surfaces on the way back, once the mind has had a chance to loosen.",
          "To make the walk a habit, attach it to something you already do every day. Walk straight after lunch, or when you get off the bus one stop early, or as soon as you close the laptop at the end of the day. Keep the route simple and the bar low: on wet days, ten minutes under an umbrella still counts. If you miss a day, walk the next. The benefit comes from the repetition, not from any single walk being a good one.",
          "If you can, walk somewhere with a little green in it, a park, a canal path, a street with trees, and walk with someone now and then. A walk with a friend, a partner or a child often turns into the best conversation of the day, because side by side and moving, people tend to talk more easily than across a table. On days when you cannot get outside, walk the stairs or pace a corridor for ten minutes. The habit matters more than the scenery.",
        ],
      },
      {
        heading: "How momentum spreads",
        paragraphs: [
          "Motion has a way of spreading. People who start walking in the morning often find they eat a little better at lunch. Clearing one drawer makes the whole room feel more manageable. Sending one difficult email can unlock the energy to make a phone call you had been avoiding. It is as if each small move tells you something about yourself: I am someone who does things. That message carries over into areas that have nothing obvious to do with the first move.",
          "You can use this deliberately. When several parts of your life feel stuck at once, do not try to move them all. Pick the one where a small move is easiest, often something physical or practical, and make that move every day for a week. Then notice where else the energy goes. Someone stuck in their job, their fitness and their home might start by washing up straight after dinner each night, and find two weeks later that they have also started looking at job adverts on the sofa that is now in a tidier room.",
          "Momentum can work in the other direction too. A few days of staying still can make everything feel heavier, and the heaviness spreads just as well. This is not a reason to worry; it is a reason to keep some very small moves going even in difficult weeks: the walk, one clear counter, one message sent. They are the pilot light that keeps the rest ready to start again.",
          "A useful way to notice momentum is to keep a small tally. Each evening, write down the moves you made that day, however tiny: walked, cleared counter, sent invoice, called Mum. After a week, look at the page. Most people are surprised by how much they did on days they thought of as wasted, and by how often the moves cluster, with one good move followed by three more. The tally makes momentum visible, and visible momentum is easier to keep going.",
        ],
      },
    ],
    practice: {
      title: "Seven days of moving first",
      intro:
        "For one week, you will practise acting before you feel ready, starting with the body. Each day asks for about twenty minutes in total, spread across the day.",
      steps: [
        "On the first day, read the five physical resets again and try each one once. Mark the two that changed your state the most.",
        "Every day this week, take a ten-minute walk attached to something you already do. Decide each time whether it is a mood walk or a thinking walk.",
        "Choose one stalled project and write its next small move as an action with a verb, small enough to do in under ten minutes. Put it where you will see it.",
        "Each morning, before you decide how you feel about the day, do one small physical thing: a reset, a made bed, a cleared counter. Then notice your mood.",
        "Whenever you catch yourself waiting to feel like doing something, do the smallest piece first and check how you feel afterwards.",
        "On the seventh day, write down one place in your life where you noticed momentum spreading, however slightly.",
      ],
    },
    closing: [
      "It is easy to read a guide like this and agree with every word while sitting perfectly still. The ideas only work when you move, which means the most useful thing you can do now is close this guide and do something small with your body: stretch in a doorway, walk to the end of the road, clear one surface. Then notice how you feel.",
      "There will still be heavy days, and on some of them even a small move will feel like too much. That is human. On those days, make the move even smaller: stand up, open a window, drink a glass of water. Motion does not need to be impressive to work. It only needs to happen, often enough that your days start responding to you rather than the other way round.",
    ],
  },
  {
    guideId: "motion_002",
    opening: [
      "You have set aside the afternoon for it. The tax return, the application, the first chapter, the cupboard under the stairs. You sit down, open the laptop, and then, somehow, you are reading about the history of a sandwich, or answering messages that could wait, or deciding the desk needs wiping first. An hour later you have not started, and you feel worse than if you had never planned to.",
      "If that sounds familiar, you are in very large company. Nearly everyone procrastinates about something, and most people are hard on themselves about it, calling it laziness or a lack of discipline. But look at what actually happened in that afternoon. You were not resting. You were busy, restless, doing many small things. The energy was there. It just kept flowing away from one particular doorway.",
      "This guide is about that doorway, the moment of starting, and why it can feel so heavy. It looks at what you are really avoiding, then gives you a handful of tools that make the threshold lower: a short ritual, the five-minute rule, a way of leaving each session so tomorrow is easy, and a look at the perfectionism and planning that so often hide behind delay. Once you understand the spell, you can learn to cast it.",
    ],
    ideas: [
      {
        heading: "What you are really avoiding",
        paragraphs: [
          "Procrastination feels like a problem with time, but it is usually a problem with feeling. When you turn away from a task, you are almost always turning away from an emotion the task stirs up: boredom, confusion, the fear of doing it badly, the discomfort of not knowing where to begin, or a sense of resentment that you have to do it at all. The quick escape, the news, the snack, the tidy desk, gives instant relief from that feeling. That relief is what keeps the pattern going.",
          "A useful experiment is to catch yourself in the act of avoiding and ask, “What would I have to feel if I started right now?” Be honest and specific. With the tax return, the answer might be “confused and stupid, because I don’t understand the forms”. With the application, “exposed, because they might reject me”. With the novel, “disappointed, because the sentences will not be as good as the ones in my head”. Naming the feeling does not make it disappear, but it changes the problem from a mysterious lack of willpower into something you can work with.",
          "Once you know the feeling, you can address it directly. Confusion needs a smaller, clearer first step, or someone to ask. Fear of rejection needs a reminder that a rejected application is not a rejected person. Disappointment in early drafts needs permission to write badly first. The task may stay the same, but the threshold becomes lower, because you are no longer trying to push past a feeling you have not even named.",
          "It can help to remember that the feeling is usually strongest just before you start and fades quickly once you are in. The dread of a difficult phone call is often worse than the call. The boredom you fear in filling in a form is often milder than the restless boredom of avoiding it all afternoon. If you can remind yourself, at the door, that this feeling is a threshold feeling that tends to shrink on the other side, it becomes easier to step through.",
        ],
      },
      {
        heading: "A starting ritual under three minutes",
        paragraphs: [
          "A ritual is a short sequence of actions that you always do, in the same order, before beginning a particular kind of work. Athletes use them before a race, musicians before a concert. Their power is not magic. It is that the familiar steps carry you across the threshold without a new decision each time. The brain learns that after these three things, work begins, and it starts to get ready on its own.",
          "Design yours with three or four steps that take under three minutes altogether. One step should change your surroundings slightly: clear the desk of everything except the task, close the door, put on a particular playlist or pair of headphones. One should mark time: set a timer, light a candle, make a cup of tea that you drink only while working. One should be a tiny start on the work itself: write one rough sentence, open the spreadsheet and type today’s date, pick up the first item from the pile. The last step matters most, because it means the ritual ends with you already inside the task.",
          "Keep the ritual the same every time for at least two weeks, even when it feels silly. The repetition is what builds the association. Many people find that after a fortnight, simply putting on the headphones or filling the particular mug produces a small shift into a working frame of mind. If a step keeps being skipped, replace it with something simpler; a ritual only works if it is easier than not doing it.",
          "Here is one example, from someone writing a dissertation in the evenings after work. She moves everything off the kitchen table except her laptop and one notebook. She fills a green mug with peppermint tea, the only time she uses that mug. She sets a twenty-five-minute timer on the oven. Then she opens the document and types the date and one sentence, any sentence, under yesterday’s note. The whole thing takes two minutes. On most evenings, by the time the tea has cooled enough to drink, she has already written a paragraph without quite noticing the moment she began.",
        ],
      },
      {
        heading: "The five-minute rule",
        paragraphs: [
          "The five-minute rule is a promise you make to yourself: I will work on this for five minutes, and then I am allowed to stop. Not twenty, not an hour, just five. Most people can face almost anything for five minutes. The rule works because it removes the weight of the whole task from the moment of starting. You are not committing to the tax return; you are committing to five minutes of it.",
          "The rule must be honest. When the five minutes are up, you really are allowed to stop, and sometimes you should. But you will often find that you carry on, because the hardest feeling was the one at the door, and once you are through it the work is more ordinary than you feared. Even when you stop, you have made progress, and the next start will be a little easier because the task is now something you have already touched.",
          "Pair the rule with the habit of shrinking the first step until it is almost embarrassingly small. Not “write the report” but “write the heading”. Not “clean the kitchen” but “put the plates in the dishwasher”. Not “go for a run” but “put on the running shoes”. If you still cannot start, shrink it again. There is always a smaller step, and the smallest steps have the lowest thresholds. Being willing to begin absurdly small is one of the most practical skills there is.",
          "On the days when even five minutes and a tiny step feel like too much, use a gentler fallback: simply sit with the task open in front of you for two minutes without doing anything else. No phone, no other tabs. You are not required to work. You are only required not to escape. Often, after a minute or so of boredom, your hands start moving on their own.",
        ],
      },
      {
        heading: "Leaving an easy way back in",
        paragraphs: [
          "Much of the difficulty of starting tomorrow is created by how you stop today. If you end a session at a natural break, with a section finished and nothing obvious to do next, tomorrow begins with a blank: you have to work out where you are and what comes next before you can do anything. That blank is exactly the kind of uncertainty that invites procrastination.",
          "Instead, stop in the middle of something, while you still know what comes next. Leave the last sentence half written, so that tomorrow’s first act is to finish it. Leave the next column of the spreadsheet labelled but empty. Leave the paintbrush in the pot for the second coat. Then, before you close up, write a short note to your future self with two lines: where you are, and the very next action. “Halfway through section three. Next: add the figures from the March report.”",
          "This takes less than a minute and changes the feel of the next start completely. You sit down, read the note, and do the first action, which you already know how to do. The starting ritual and the note work well together: the ritual tells your brain it is time to work, and the note tells it exactly what to work on. Between them, the threshold almost disappears.",
          "This works across longer gaps too. Before a holiday, a busy week, or any break from a project, spend ten minutes writing a fuller note: what you have done, what you were about to try, what you were worried about, and the first three actions when you return. Long breaks are where projects are most often lost, not because you stopped caring but because coming back to a cold, unfamiliar task feels like starting from scratch. A good note turns it into a warm restart.",
        ],
      },
      {
        heading: "Perfectionism and endless planning",
        paragraphs: [
          "Some of the most thorough procrastination looks nothing like laziness. It looks like research, preparation and high standards. You read six books about starting a podcast before recording a single episode. You redesign the plan for the garden four times. You wait until you have a clear run of free weekends before beginning the novel. All of this feels productive, and some of it is. But at a certain point, planning becomes a comfortable place to hide from the exposure of actually doing the thing.",
          "Perfectionism works in a similar way. If the first attempt must be excellent, then starting is risky, because it will not be. So you delay, and the delay protects you from ever producing something imperfect. It also protects you from ever producing anything at all. A helpful question is, “What is the worst realistic version of this that would still be better than nothing?” A short, rough first episode. A garden with one bed dug. A chapter full of placeholders and clumsy lines. That version is almost always better than the perfect one that exists only in your head.",
          "One more quiet trap deserves a mention: telling people about a project before you start it. Describing your plans can feel almost as satisfying as working on them, and the praise you receive can take away some of the urge to begin. If you notice a pattern of announcing and not starting, try the opposite for your next project. Keep it to yourself until you have done the first few sessions. Let the satisfaction come from the work.",
          "If planning is your hiding place, put a limit on it. Decide in advance how much planning a project deserves, perhaps an hour for a small one or a weekend for a large one, and when the time is up, start with whatever plan you have. You will learn more from the first week of doing than from another month of preparing, because doing shows you problems and possibilities that no plan can predict. The plan can be revised as you go. It cannot be tested until you begin.",
        ],
      },
    ],
    practice: {
      title: "Casting the spell this week",
      intro:
        "Choose one task you have been putting off, something that matters to you and has been waiting for at least a couple of weeks. This practice uses it as your test case over five working days.",
      steps: [
        "Before you begin, write down the feeling you are avoiding with this task, as specifically as you can, and one thing that would make that feeling smaller.",
        "Design a starting ritual of three or four steps, under three minutes in total, ending with a tiny start on the task itself. Write the steps down.",
        "Each day, perform the ritual and then work for five minutes with a timer. When it rings, decide honestly whether to stop or carry on.",
        "Before you stop each session, leave the work mid-step and write a two-line note: where you are and the very next action.",
        "On one day this week, if the ritual feels like too much, use the fallback: sit with the task open for two minutes with nothing else in reach.",
        "At the end of the week, write down the worst realistic version of the finished task that would still be better than nothing, and aim for that version first.",
      ],
    },
    closing: [
      "Procrastination is not a verdict on your character. It is a pattern with a clear shape: a feeling at the door, a quick escape, a moment of relief, and a heavier feeling later. Once you can see the shape, you can change it at several points, by naming the feeling, lowering the threshold, making the first step tiny, and leaving tomorrow an easy way in.",
      "You will still put things off sometimes, as everyone does. The aim is not to become someone who never delays. It is to become someone who knows how to start again when they have. Sit down, do your three steps, set the timer for five minutes, and write one rough sentence. The spell is simple. What makes it work is casting it again tomorrow.",
      "And when a project is finally under way, keep the ritual anyway. Starting is not only a problem at the beginning of a project. It returns every morning, after every weekend and after every interruption, and the same small spell will carry you across each time.",
    ],
  },
  {
    guideId: "motion_003",
    opening: [
      "You were three months into learning Spanish, and then you were not. Or the business plan was half written, the kitchen half painted, the training plan half followed. Nothing dramatic happened. There was no moment when you decided to stop. The sessions simply got further apart, the project moved from the front of your mind to the back, and one day you realised it had been weeks since you touched it. Now, thinking about it brings a small, heavy feeling that is easier to avoid than to face.",
      "This is what being stuck usually looks like. Not a wall, but a slow loss of speed in the middle of something. And the middle is where it happens most, because that is where the excitement of beginning has worn off and the satisfaction of finishing is still out of sight. If you are there now, with something that matters to you, you are not doing anything unusual. You have arrived at the most ordinary stage of any real project.",
      "The common advice for being stuck is to push harder. Sometimes that is right. Often it is exactly wrong, because stuck comes in different kinds, and each kind needs a different response. This guide helps you work out which kind you are in, gives you a handful of moves for getting going again, and ends with the hardest question of all: whether to push through, pause, or change direction.",
    ],
    ideas: [
      {
        heading: "Four kinds of stuck",
        paragraphs: [
          "The first kind is confusion. You would happily keep going if only you knew what to do next, but you do not. The plan has run out, or the next step needs knowledge you do not have, or there are too many options and none is obviously right. Confusion feels like fog: you sit down to work and find yourself staring. It often shows up as a lot of reading and researching, and very little doing.",
          "The second is fatigue. You know what to do, but you have nothing left to do it with. This often follows a period of heavy effort, or a stretch of life where other demands have taken everything: a new baby, a sick parent, a busy season at work. Fatigue feels like weight rather than fog. Even the small steps seem enormous, and thinking about the project makes you want to lie down.",
          "The third is fear. You know what to do and you have the energy, but the next step exposes you to something: showing the work to someone, spending real money, making a phone call that might bring a no. Fear often hides behind busy activity on safer parts of the project, such as polishing the logo instead of contacting the first customer.",
          "The fourth is wrong direction. The project itself has stopped making sense. Your circumstances or your wishes have changed, or you have learned something that shows the original plan was mistaken. This kind of stuck feels like a quiet reluctance that no amount of planning or rest removes, because part of you already knows the answer. Naming which of the four you are in is the first move, and often the most important one.",
        ],
      },
      {
        heading: "Questions for a stalled week",
        paragraphs: [
          "Telling the kinds apart is not always easy, because they can feel similar from the inside and can overlap. A short set of questions helps. Sit down with a notebook and answer them in writing, as quickly and honestly as you can. Do not try to be fair or balanced. First reactions are the most useful.",
          "Ask: If someone told me exactly what to do next, would I do it today? If yes, you are probably confused. Ask: If I had a free, rested week, would I be excited to get back to this? If yes, you are probably tired. Ask: Is there a particular next step I keep circling around without taking? If yes, look closely at that step, because fear is probably attached to it. Ask: If this project disappeared tomorrow, would I feel mostly sad or mostly relieved? Relief is a strong sign of wrong direction.",
          "Look at your answers together. Often one stands out clearly. Sometimes two are mixed, such as fatigue and fear, or confusion covering up a wrong direction. In that case, deal with the one that is easiest to address first. Rest, or a clearer next step, will usually make the deeper question easier to see. Keep these questions somewhere handy. The next time a week goes by without progress, you can run through them in five minutes instead of drifting for a month.",
          "Here is how it might look in practice. Tom had been building a website for his carpentry business for four months and had not touched it in five weeks. Did he need someone to tell him the next step? No, he knew exactly what it was, which ruled out confusion. Would a rested week make him excited to return? Not really; he was not tired. Was there a step he kept circling? Yes: writing the prices page. Would he feel relieved if the project vanished? No, he would be annoyed. The answers pointed to fear, sitting on one specific page, rather than a problem with the whole project. He asked a friend who ran a similar business to look at his prices with him, and the site went live the following week.",
        ],
      },
      {
        heading: "Asking for help precisely",
        paragraphs: [
          "Many stuck projects could be unstuck by one conversation, and many people never have it. Part of the reason is pride, but a larger part is that asking for help feels like a burden, and vague requests really are one. “Could you help me with my business plan?” asks the other person to understand your whole project, work out what is wrong and decide how much time to give. No wonder we hesitate to send it, and no wonder the replies are often slow.",
          "A precise request is much easier to say yes to. It names one specific thing, explains why you are asking this person, and makes the size of the favour clear. “You’ve run a market stall for years. Could I ask you three questions about pricing over a fifteen-minute call next week?” “Could you read the two paragraphs below and tell me whether the second one makes sense to someone outside the field?” These requests respect the other person’s time and show that you have done your own thinking first.",
          "Different kinds of stuck need different help. If you are confused, ask someone who has done it before for the next step. If you are tired, ask someone to take something off your plate for a while, even something unrelated to the project. If you are afraid, ask someone to be there when you take the frightening step, or to hold you to a date. If you suspect wrong direction, ask a trusted friend to listen while you talk it through, and to tell you honestly what they hear. Most people are glad to be asked in this way, and many feel flattered that you chose them.",
          "If asking still feels hard, start with a request so small that it barely counts: a single question by message to someone you know well. Notice how they respond. Most people find that the replies are kinder and quicker than they feared, and that asking gets easier each time. Keep a short list of people you could ask about different parts of your projects, such as someone good with numbers, someone who writes well, someone who always knows a person who knows, so that when you are stuck you are not starting from a blank.",
        ],
      },
      {
        heading: "Changing the surroundings",
        paragraphs: [
          "When you have been stuck on something for a while, the place where you work on it can become part of the problem. You sit at the same desk, look at the same screen, feel the same heaviness, and think the same circular thoughts. The setting has become linked with being stuck. Trying to force a new idea there can feel like trying to have a fresh conversation in a room where you have had the same argument many times.",
          "Changing your surroundings breaks that link, and it is often quicker than any amount of effort. Take the work to a library, a café, a friend’s kitchen table or a bench in the park. Switch from the laptop to paper, or from typing to talking into a voice recorder on a walk. Rearrange the room: turn the desk to face the window, clear the wall behind the screen, add a lamp. Even working at a different time of day can help, because your mind is in a different state at seven in the morning than at nine at night.",
          "The change does not need to be permanent. Often a single session in a new place is enough to shake loose the next step, and you can return to your usual spot with the project moving again. If you find that a new place helps every time, use that knowledge: keep a second location for the moments when the first one stops working, and go there before you have lost a whole week to staring.",
          "Changing the form of the work can have the same effect as changing the place. If you have been stuck on a written plan, try drawing it as a map with boxes and arrows. If you have been stuck on a design on screen, print it out and mark it up with a pen. If you have been stuck on a decision, explain it aloud to someone, or even to an empty room, as if you were teaching it. Each new form shows the problem from a different side, and stuck thinking often loosens once it is asked to move in a new shape.",
        ],
      },
      {
        heading: "Push through, pause, or change course",
        paragraphs: [
          "Sooner or later, every stuck project asks a harder question: should I keep going at all? It is tempting to treat this as a test of character, where stopping means failure and continuing means strength. But both pushing through and letting go can be wise, and both can be a mistake. The kind of stuck you are in is the best guide to which choice fits.",
          "Push through when you are confused or afraid and the project still matters to you. Confusion can be solved with a clearer step or a precise question. Fear tends to shrink once the frightening step has been taken. In both cases the reluctance is about the next step, not the project, and moving forward is the way out. Pause when you are tired. A pause is not quitting. Set a definite date to come back, two weeks or a month, and leave yourself a clear note about where to restart. Then rest properly, without the project hanging over you.",
          "Change course when the diagnosis points to wrong direction: when the relief at the thought of stopping is stronger than the sadness, when your reasons for starting no longer apply, or when what you have learned makes the original plan look mistaken. Changing course is not the same as wasting what you have done. The Spanish you learned, the skills you practised, the people you met along the way all come with you. Often a change of course is a smaller version of the original, or a different project built from what you discovered in the first.",
          "Whatever you choose, decide by a date rather than letting the question drift. Write down the choice and the reason. A deliberate decision to stop frees far more energy than an undecided project that never quite ends.",
        ],
      },
    ],
    practice: {
      title: "Unsticking one project this week",
      intro:
        "Choose one project that has stalled for at least two weeks. This practice walks you through diagnosing it and making one honest move, over about five days.",
      steps: [
        "Write down the project and the date you last worked on it. Then answer the four diagnostic questions in writing, quickly and honestly.",
        "Decide which kind of stuck is strongest right now: confusion, fatigue, fear or wrong direction. Write it down with one sentence of evidence.",
        "Write one precise request for help that fits that kind of stuck, addressed to a specific person, and send it within two days.",
        "Take one session on the project somewhere new, a different room, a library, a café or a walk with a voice recorder, and note what changed.",
        "By the end of the week, decide whether to push through, pause until a set date, or change course. Write the choice, the reason and the very next action.",
      ],
      note: "If you choose to pause or change course, tell someone. Saying it out loud helps the decision feel like a decision rather than a quiet failure.",
    },
    closing: [
      "Stuck is part of every project worth doing. It is not evidence that you chose wrongly, lack discipline or are bad at finishing things. It is a stage, and like other stages it has its own kind of work: working out what is really going on, asking for the right help, changing the scene, and making an honest decision about where to go next.",
      "The skill you are building is not to avoid getting stuck. Nobody manages that. It is to notice sooner, diagnose more clearly, and move again more quickly. A slow week does not have to become a lost month. With a notebook, a few honest questions and one small move, it can become the week you found your way through.",
    ],
  },
  {
    guideId: "motion_004",
    opening: [
      "Open the notes app on your phone, or the folder on your laptop called something like “Projects”, or the cupboard in the spare room. You will probably find them there: the half-knitted jumper, the online course stopped at module six, the family photo album with the first eleven pages filled, the short story that only needs an ending. Each one was started with real enthusiasm. Each one is close enough to done that throwing it away feels wasteful, and far enough from done that finishing feels like a project of its own.",
      "Unfinished work has a weight that is easy to underestimate. It sits at the edge of your attention, surfacing whenever you open the folder or pass the cupboard. It shapes the story you tell about yourself: I am a starter, not a finisher; I never see things through. And that story makes the next project harder, because part of you is already expecting it to end up in the same drawer.",
      "This guide is about the craft of finishing. Like any craft, it has specific techniques, and they can be learned. You will define done before you begin, sort the open loops you already have, work through the particular difficulty of the last stretch, recognise when polishing has become hiding, and mark your finishes so they count. By the end, at least one thing in that drawer should be closed.",
    ],
    ideas: [
      {
        heading: "Deciding what done means",
        paragraphs: [
          "Many projects never finish because they were never given an end. “Learn Italian” has no finish line. “Sort out the photos” could mean anything from deleting duplicates to producing a printed book for every year since 2005. Without a clear picture of done, the finish line moves further away as you approach it: each time you make progress, you notice something else that could be added, and the project quietly grows to fill whatever time you give it.",
          "Before you start something new, write one or two sentences describing what done looks like, in terms someone else could check. Not “a good website” but “a five-page website with a contact form, live at my own address”. Not “get fit” but “run five kilometres without stopping, on the route by the river”. Not “write a book” but “a complete first draft of about sixty thousand words, with every chapter written from beginning to end, however rough”. The definition should be concrete, visible and small enough that you can imagine reaching it.",
          "Then add one more line: what done does not include. “Done does not include a blog, a logo redesign, or professional photos.” This second line protects you from the additions that creep in halfway. When an exciting new idea arrives, and it will, you can write it down for a second version instead of letting it stretch the first. Many projects that seemed impossible to finish become quite manageable once someone draws a line around them.",
          "For projects already under way, it is not too late. Stop and write the definition now, based on what you have already done and what really matters. You may find that the finish line is much closer than it felt.",
        ],
      },
      {
        heading: "An inventory of open loops",
        paragraphs: [
          "An open loop is anything you started and have not closed: a project, a promise, a purchase to return, a course, a repair, a letter you meant to write. Set aside an hour and write them all down, in one list. Walk through your home, your email, your files and your calendar to jog your memory. Most people find between fifteen and forty. That number alone often explains a vague sense of being weighed down.",
          "Now go through the list and give each loop one of three labels. Finish: it still matters, and you are willing to do what it takes to close it. Shrink: it still matters, but the original version was too large, so you will define a smaller done and aim for that. The photo album becomes “one album for last year only”; the course becomes “finish module seven, which is the one I actually need”. Release: it no longer matters, or it matters less than the space it takes up, and you will let it go on purpose.",
          "Releasing is where many people hesitate, because it feels like admitting defeat. But a consciously released loop is closed, and it stops draining you. Do something physical to mark each release: give the wool to a friend who knits, delete the course bookmarks, recycle the flat-pack shelf you were never going to build. Write “released” next to it on the list with the date. People often find that releasing four or five loops gives them more energy than finishing one, because so much of the weight came from indecision.",
          "Do not try to finish every loop you labelled finish at once. Choose one, and give it a date. Put the rest in order and leave them alone for now, with a note of when you will look at the next. A long list of things to finish can become its own kind of weight. A single loop with a date, and the others waiting their turn, is something you can actually carry.",
        ],
      },
      {
        heading: "Why the last ten percent is the hardest",
        paragraphs: [
          "There is an old joke among builders and programmers that the first ninety percent of a project takes ninety percent of the time, and the last ten percent takes the other ninety percent. It is funny because it is familiar. The end of a project is full of small, fiddly, unglamorous jobs: the skirting boards after the painting, the references after the essay, the hemming after the dress. None of them is difficult, but there are many of them, and none of them carries the excitement that got you started.",
          "The last stretch also has an emotional weight that the middle lacks. Finishing means the project becomes real: it can be judged, used, compared, and found wanting. It also means something ends, and even a satisfying ending can bring a small sadness or a sense of emptiness. Many people slow down at the end without noticing why, and call it tiredness when it is partly reluctance to let go.",
          "The most reliable way through is a finishing sprint. List every remaining task, however small, on one sheet of paper. Estimate each in minutes. Then book a block of time, often a single day or two evenings, and work through the list in order, crossing things off. Treat it as a separate project with its own clear end. The list turns a vague, heavy “finishing” into a set of small, visible jobs, and each crossed-off line gives a little of the momentum that the end of a project otherwise lacks.",
          "It also helps to give the emotional side of the ending a little room. Before the sprint, write a few lines about what this project has meant to you and what you will miss when it is over. It sounds sentimental, but it brings the hidden reluctance into the open, where it tends to loosen. And plan what comes next, even roughly: a rest, a small new project, a return to something you put aside. An ending is easier to walk towards when you can see that something is waiting on the other side of it.",
        ],
      },
      {
        heading: "When polishing is really fear",
        paragraphs: [
          "Some people never finish because they never stop improving. The presentation is ready, but the slides could be a little cleaner. The painting is done, but that corner could be softened. The application is complete, but the opening sentence could be stronger. Each change is small and sensible. Together they keep the work safely unfinished, away from anyone who might judge it.",
          "A few signs suggest that polishing has tipped over into hiding. The changes are getting smaller while the time spent on them grows. You are changing things back to how they were before. You cannot say what would make the work finished, only that it is not yet. You feel a rush of anxiety at the thought of sending it, sharing it or hanging it up. When you notice these signs, the question is no longer “How can I improve this?” but “What am I afraid will happen when this is out of my hands?”",
          "It can help to remember how other people will actually experience the work. You have looked at your presentation forty times; your audience will see it once. The flaws that trouble you most are often invisible to anyone else, while the thing they will notice, whether the work exists and does its job, is exactly what polishing delays. Ask yourself who the extra hours are for. If the honest answer is your own nerves rather than the people who will use the work, it is time to let it go.",
          "Naming the fear usually shrinks it. Perhaps you fear a particular person’s opinion, or the discovery that something you care about is not as good as you hoped. Then set a hard limit: a date and time when the work leaves your hands, whatever state it is in. Tell someone the date. Ask a trusted person to look at the work and tell you whether it is ready, and agree in advance to take their answer. Most of the time, the work was ready some while ago, and the relief of letting it go is far greater than the feared judgment.",
        ],
      },
      {
        heading: "Marking the finish",
        paragraphs: [
          "When people do finish something, they often barely notice. The last task is done, they feel a brief flicker of relief, and they are already thinking about the next thing. The completion goes unrecorded, and so it does little to change the story they tell about themselves. If you only ever notice what is unfinished, you will go on believing you are someone who does not finish, whatever the evidence says.",
          "A finishing ritual corrects this. It can be very simple, but it should be deliberate and the same each time. Some people keep a “finished” list in the back of a notebook, writing the date and the project every time they close something, including released loops and shrunk versions. Some tell a particular friend. Some take a photograph of the finished thing. Some have a small treat reserved only for completions, a walk to a favourite spot, a particular meal, an evening off with nothing planned. Choose something that feels like a genuine acknowledgment rather than a reward to earn.",
          "Include the people who helped. When a project is done, take a moment to thank anyone who contributed, even in a small way: the friend who read a draft, the partner who cooked while you worked, the colleague who answered a question. A short message is enough. Thanking people closes the loop for them too, and it reminds you that finishing is rarely a solo act. It also makes it more likely that they will be glad to help next time.",
          "Over time, the ritual builds a record, and the record changes the story. After a year, your finished list might hold thirty items, some big and many small. Reading it, it becomes very hard to believe that you never finish anything. That belief is worth changing, because the next project begins with a different expectation: not that it will end up in the drawer, but that it will end up on the list.",
        ],
      },
    ],
    practice: {
      title: "Closing three loops",
      intro:
        "Over the next two weeks, the aim is simple: close three open loops, by finishing, shrinking or releasing them. You will need a notebook and a few hours in total.",
      steps: [
        "Spend an hour making your open-loops inventory. Walk through your home, files, email and calendar, and write every unfinished thing on one list.",
        "Label each loop finish, shrink or release. For every shrink, write the new, smaller definition of done and one line saying what it does not include.",
        "Release at least two loops this week, with a physical act for each and the word “released” and the date beside it on the list.",
        "Choose one loop to finish. List every remaining task on one sheet, estimate each in minutes, and book a finishing sprint in your calendar within the next fortnight.",
        "If you notice endless polishing during the sprint, set a hard date and time when the work leaves your hands, and tell one person.",
        "Start a finished list in the back of your notebook, and mark each closed loop with the date and a small ritual of your choosing.",
      ],
      note: "Three loops may not sound like much against a list of thirty. It is enough to change how the list feels, and to prove to yourself that the method works before you use it on bigger things.",
    },
    closing: [
      "Finishing is less about willpower than about craft: knowing what done means, being honest about which loops still matter, making the last stretch visible, and noticing when perfection has become a hiding place. None of these needs a different personality. They need a notebook, some clear definitions and a little courage at the end.",
      "Go easy on yourself with the drawer. Most of what is in there was started for good reasons, and some of it gave you what you needed without ever being finished. You can release it with gratitude. The rest, shrunk to a size you can hold, is waiting for an afternoon and a list. Close one loop this week. Write it on the finished list. Then notice how the next thing you start feels a little different, because now you are someone who crosses the line.",
    ],
  },
  {
    guideId: "vision_001",
    opening: [
      "Look back at yesterday and try to find one stretch of an hour when your attention stayed on a single thing. Not an hour at your desk, not an hour in which you were nominally working on the report, but an hour in which you did not glance at your phone, open another tab, answer a message or get up to check on something. For many people, there was no such hour. There may not have been one all week.",
      "This is not because people have become weaker or lazier. Most of us now work and live in settings designed to break attention into pieces: open offices, group chats, email that arrives all day, phones that buzz with news from every part of life at once. Each interruption is small and reasonable. Together they leave very little room for the kind of concentrated thought that produces our best work, and for the kind of full attention that makes time with people feel real.",
      "Focus is a skill, and like any skill it improves with the right conditions and regular practice. This guide explains why switching costs so much, shows you how to build a protected block of deep work into a real, imperfect schedule, gives you a short routine to start each block well, helps you decide what deserves your best attention, and ends with the part most people find hardest: coming back, kindly, after the inevitable distraction.",
    ],
    ideas: [
      {
        heading: "The hidden cost of switching",
        paragraphs: [
          "When you switch from one task to another, your attention does not move cleanly. Part of it stays behind with the first task, still turning over the unfinished email or the problem you had not solved. Researchers sometimes call this attention residue. While it lingers, you are working on the new task with only some of your mind, which is why the first few minutes after a switch often feel slow and muddled. If you switch often, you can spend most of a day in that muddled state without noticing.",
          "The cost is easy to miss because each switch feels quick. Glancing at a message takes ten seconds. But returning to a demanding piece of thinking, such as a paragraph, a spreadsheet formula or a design problem, can take many minutes, as you reload where you were and what you were trying to do. Multiply that by dozens of switches a day and it adds up to hours of lost depth, even when you feel busy from morning to night.",
          "Reducing switching starts with batching. Put similar small tasks together and do them in one go: answer messages at set times rather than as they arrive, make all your phone calls in one block, deal with admin in one sitting at the end of the day. Between those batches, close the tools you do not need. Shut the email tab, not just minimise it. Put the phone in a drawer or another room. Each closed door is one fewer invitation to switch, and every invitation you remove is one less decision your attention has to make.",
          "When you must switch, and some days you will, make the switch cleaner. Before leaving the first task, take twenty seconds to write down where you are and what you were about to do: “Checking the March figures against the invoices; next, row 40.” This small note lets your mind let go, because the thread is safe on paper rather than held in your head. When you return, the note brings you back in seconds rather than minutes. It is one of the simplest habits in this guide and one of the most effective, especially in jobs where interruptions cannot be avoided.",
        ],
      },
      {
        heading: "A deep-work block in a real day",
        paragraphs: [
          "Advice about deep work often assumes a quiet study and long, empty mornings. Most people have neither. They have colleagues who need answers, children who need collecting, managers who call meetings, and jobs where being reachable is part of the role. The aim, then, is not to disappear for four hours. It is to protect one block each day, even a short one, in which your attention belongs to a single important thing.",
          "Start with sixty minutes, or forty-five if that is more realistic, at the time of day when your mind tends to be clearest. For many people that is the morning; for others it is late afternoon or after the house has gone quiet. Put the block in your calendar as if it were a meeting, with a plain name like “focus: budget proposal”. If you share a calendar, other people will see it as busy, which is half the battle.",
          "Then make the block workable in an interrupted job. Tell the people who rely on you when it is and how to reach you if something is truly urgent: “I’m heads-down from nine to ten. Phone me if it can’t wait.” Most of the time, nobody phones. If your job truly cannot allow an hour, try two blocks of twenty-five minutes with a short check of messages between them. If mornings are impossible at home, arrive at work thirty minutes early and use that. A small block used consistently will take you further than a large one that never happens.",
          "Protect the block from yourself as well as from others. The most common interruption is not a colleague but your own hand reaching for the phone. The next section is about that.",
        ],
      },
      {
        heading: "Five minutes before you begin",
        paragraphs: [
          "Starting a focus block straight after a meeting or a scroll through messages is like trying to read a book in a room where the television is still on. Your mind is still full of the last thing. A short routine before each block clears the room. It takes about five minutes and has two halves: preparing your space and preparing your mind.",
          "For your space, spend two or three minutes removing every likely interruption. Put your phone out of sight and out of reach, on silent. Close every window and tab you will not need. Put a glass of water on the desk so you do not need to get up. Gather any papers or files the task requires. If you work in a shared space, put on headphones, even without music, as a signal to others and to yourself.",
          "For your mind, spend the remaining two minutes on two things. First, write down anything that is nagging at you, the call to return, the thing to buy, the worry about tomorrow, on a piece of paper beside you. This is a parking place: those things are captured and will not be forgotten, so your mind can stop holding them. Second, write one sentence describing what you intend to do in this block, as specifically as possible: “Draft the two paragraphs on costs for the proposal.” Then start, with the sentence in front of you as your anchor.",
          "Over time, the routine itself becomes a signal. The same small actions, done in the same order before every block, teach your mind that focus is about to begin, and it starts to settle a little sooner each time. Keep the routine simple enough that you will actually do it on a rushed day. If it grows into a fifteen-minute ceremony, it has become another way of delaying the work, and it is time to trim it back.",
        ],
      },
      {
        heading: "Choosing what deserves your best hours",
        paragraphs: [
          "A protected block is only valuable if it is spent on the right thing. It is surprisingly common to build a beautiful hour of focus and then fill it with tasks that did not need it: tidying a spreadsheet, answering a long email, reorganising files. These tasks feel productive and are easy to start. But they take the clearest hours of your day and give them to work that could have been done half asleep.",
          "To choose well, ask two questions about your current work. First: what, if I made real progress on it this month, would make the biggest difference to my work or my life? Second: which tasks need my clearest thinking, the kind I cannot do well when I am tired or interrupted? Look for the overlap. Often it is one or two things: a proposal that could change your role, a piece of writing, a difficult decision that needs careful thought, a skill you are learning. Those are the tasks that earn your best hours.",
          "Be strict about the number. One or two priorities is enough; more than three and you are back to switching, just at a larger scale. Write them at the top of your weekly plan and give each focus block to one of them. Everything else goes in the batches. When new requests arrive, and they will, ask whether they are more important than your chosen priorities. Occasionally they are, and you should change course. Most of the time they are not, and they can wait for the next batch.",
          "An example may help. Sam, a project manager, listed everything on his plate and found twenty-three items. Asking the two questions, he saw that only two truly needed his best thinking: a plan to restructure the team’s workload, and a presentation that would decide the budget for next year. Everything else, the reports, the approvals, the scheduling, could be done in batches in the afternoon. For a month, his morning block went only to those two. Both were finished early, and the rest of the list got done anyway.",
        ],
      },
      {
        heading: "Coming back without criticism",
        paragraphs: [
          "No one focuses perfectly. Even in a well-protected block, your mind will wander: to the conversation from last night, to an idea for the weekend, to a sudden urge to check whether anyone has replied. Sometimes your hand will reach for the phone before you have even noticed the thought. This is not failure. It is what minds do, and it happens to everyone who has ever tried to concentrate.",
          "What matters is what you do at the moment you notice. Many people respond with a small burst of criticism: “Here I go again, I can never concentrate.” That criticism is itself a distraction. It pulls your attention into a story about yourself and makes the return harder, because now coming back to the task is linked with feeling bad. Over time, it can make you avoid focus blocks altogether.",
          "Instead, treat each return as a small success. When you notice your mind has wandered, say a simple word to yourself, such as “back”, and look at the sentence you wrote at the start of the block. If a useful thought came up, jot it on the parking paper. Then pick up exactly where you left off. You may need to do this twenty times in an hour at first. That is fine. Each return is a repetition, like lifting a weight, and the strength you are building is not the ability to never wander. It is the ability to come back quickly, without a fight.",
          "It helps to be curious about where your mind went, once the block is over. Look at the marks and the notes on your parking paper. Did the wandering cluster at a particular point, such as twenty minutes in, or whenever the work got hard? Did certain thoughts keep returning? Patterns like these are useful. A mind that wanders every time the work gets difficult may need a clearer next step. A mind that keeps returning to the same worry may need that worry dealt with before the next block.",
        ],
      },
    ],
    practice: {
      title: "Five days of focus",
      intro:
        "For five working days, you will protect one focus block a day and practise each part of this guide inside it. You will need your calendar, a notebook and a piece of paper to use as a parking place.",
      steps: [
        "Before the first day, choose the one or two priorities that deserve your best hours this week, and write them at the top of a page.",
        "Put a block of forty-five to sixty minutes in your calendar for each of the five days, at your clearest time, named after one of your priorities.",
        "Choose two times a day to batch messages and small tasks, and close email and chat between those times.",
        "Before each block, do the five-minute routine: clear the space, put the phone out of reach, write down what is nagging you, and write one sentence of intention.",
        "During each block, each time you notice your mind has wandered, say “back”, look at your sentence and return. Make a small mark on the paper every time.",
        "At the end of the week, count the marks for each day and write two lines about what you achieved in the blocks compared with an ordinary week.",
      ],
      note: "Do not worry if the number of marks stays high. Many people find that their count barely changes, while the time it takes to return shrinks a great deal.",
    },
    closing: [
      "Focus is often talked about as if it were a matter of productivity, a way to get more done. It does help with that. But it is also something more personal. The quality of your attention shapes the quality of your experience: a conversation with full attention is a different conversation, a walk with full attention is a different walk. Learning to protect and return your attention is learning to be more fully present in your own life.",
      "Start small, with one block and one priority. Guard the block for a week and see what it produces. If it works, keep it. If it slips, make it smaller rather than abandoning it. Over months, you may find that the hour has become the most valuable part of your day, the one in which the things you care about most quietly move forward.",
    ],
  },
  {
    guideId: "vision_002",
    opening: [
      "Your phone is probably within reach as you read this. It may be face down on the table, or in your pocket, or lighting up quietly beside you with a message you will look at in a moment. It is the first thing many of us touch in the morning and the last thing we see at night. It holds our photographs, our maps, our bank, our friends, our work and our news. It is one of the most useful objects ever made, and for many people it has also become a source of constant low-level restlessness.",
      "That restlessness is not a sign of weak character. The apps on your phone are designed by skilled teams whose job is to capture as much of your attention as possible, using the same tools that make slot machines hard to walk away from: unpredictable rewards, endless feeds, small red badges that beg to be cleared. Against that, good intentions rarely win. What works better is changing the defaults, so that the easiest thing to do is also the thing you would choose.",
      "This guide is a practical cleanup. It does not ask you to throw your phone in a lake or delete every account. It asks you to look honestly at how you use your screens, then adjust notifications, feeds, spaces and routines one at a time, so that the phone goes back to being a tool you pick up on purpose. Each step is reversible, and you can go as far as feels right.",
    ],
    ideas: [
      {
        heading: "Looking at your screen time honestly",
        paragraphs: [
          "Most phones keep a record of how long you spend on them, which apps you use, and how many times a day you pick the phone up. Many people have never looked, or looked once, felt a jolt of guilt and closed it again. This time, the aim is to look with curiosity rather than shame, the way a doctor reads a chart: as information, not a verdict.",
          "Open your phone’s screen-time report and look at the last full week. Write down three numbers: the average daily total, the number of pickups per day, and the three apps that took the most time. Then look at when the use happened. Is it spread evenly, or clustered in the evening, first thing in the morning, or during work hours? Note the time of the first pickup of the day and the last. These details often tell you more than the total.",
          "Next to each of the top three apps, write one honest sentence about what it gives you and one about what it costs. “Messages: keeps me close to my sister. Costs: I answer everything instantly and never finish anything.” “Video app: a laugh after work. Costs: an hour most nights that I meant to spend reading.” Some apps will come out clearly in credit. Others will not. You do not need to change anything yet. You only need to see the picture as it is, because every later step in this guide will be easier if you know where you are starting from.",
          "If you share a home, you might invite the people you live with to look at their own reports at the same time, without comparing numbers. Talking together about what each of you would like to change makes later steps, such as phone-free zones, much easier to agree on. Children and teenagers in particular are more willing to change their habits when they can see adults doing the same, openly and without lecturing.",
        ],
      },
      {
        heading: "Notifications from people, not apps",
        paragraphs: [
          "A notification is an interruption that someone else has decided is worth your attention. Some deserve it: a message from your partner, a call from your child’s school, a reminder you set for yourself. Most do not. A shopping app announcing a sale, a game reminding you to play, a news app sending its fifth alert of the day, a social network telling you that someone you barely know has posted: each of these pulls you into your phone for the app’s benefit, not yours.",
          "The cleanup is simple and takes about twenty minutes. Go to your phone’s notification settings and work through the list of apps one by one. For each, ask: is this a real person trying to reach me, or something I set up myself on purpose? If yes, keep it. If no, turn it off completely, including sounds, banners and the little red badges on the app icon. Badges deserve particular attention, because a number waiting to be cleared is one of the strongest pulls there is.",
          "Expect some small discomfort in the first days. You may find yourself opening apps to check what you might have missed, which is useful information about how strong the habit was. Most people find that after a week, they miss nothing important and feel noticeably calmer. If an app turns out to need notifications, for example a delivery you are waiting for, you can switch it back on. The rule is not that nothing may interrupt you. It is that the people you love, and the things you chose, are the only ones allowed to.",
          "While you are in the settings, rearrange your home screen. Keep the first screen for tools you use deliberately: maps, camera, calendar, notes, messages from people. Move the apps that tend to swallow time, the feeds and the games, into a folder on the second or third screen, or remove them from the home screen entirely so you have to search for them by name. This adds a few seconds of friction, just enough to turn an automatic tap into a small decision. You can still open anything you like. You will simply be choosing to, rather than finding yourself there.",
        ],
      },
      {
        heading: "Feeds that inform or inspire",
        paragraphs: [
          "Your feeds are the streams of posts, videos and articles that fill the apps you scroll. Because they refresh endlessly, they can shape your mood for hours a day without you ever choosing anything in particular. The question to ask of a feed is simple: after ten minutes with it, do I usually feel informed, inspired or connected, or do I feel anxious, envious or agitated?",
          "Go through the accounts, channels and sources in each of your main feeds and sort them. Keep the ones that reliably leave you better off: friends you want to hear from, writers who teach you something, accounts that make you laugh in a kind way, news sources that explain rather than alarm. Mute or unfollow the ones that reliably leave you worse: people you follow out of obligation or rivalry, accounts that thrive on outrage, sources that turn every story into a crisis. Muting is often easier than unfollowing where people you know are concerned; nobody is told, and you can reverse it later.",
          "Then add a little on purpose. Follow two or three accounts or sources you would be glad to see more of: a naturalist, a poet, a local history group, a craftsperson showing their work. Where an app lets you, switch from a feed chosen by the app to a list of people you follow, in time order. Feeds chosen by the app are tuned to keep you scrolling; lists you choose are tuned by you. Repeat this sorting every few months, because feeds drift back towards whatever holds attention most.",
          "News deserves particular care. Staying informed matters, but a constant stream of breaking updates tends to produce worry more than understanding. Consider replacing news alerts and endless news feeds with a set time to catch up once or twice a day, from a source that explains events rather than simply reporting them minute by minute. A weekly publication or a daily summary often leaves you better informed, and much calmer, than a feed refreshed fifty times a day.",
        ],
      },
      {
        heading: "Phone-free zones",
        paragraphs: [
          "One of the most effective changes is also one of the simplest: choose a few places where the phone does not go. Start with the bedroom. For many people, the phone in the bedroom means late-night scrolling that pushes back sleep, and a first reach for the screen before the eyes are fully open, which lets the world’s demands in before you have had a single thought of your own.",
          "Move the charger out of the bedroom, to the kitchen or the hallway. If you use your phone as an alarm, buy a simple alarm clock. Put a book, a notebook or a crossword by the bed instead. The first few nights may feel odd; you might notice the pull to check something one last time. After a week or two, most people report that the evenings feel longer and slower, in a good way, and that mornings begin with a few minutes that belong to them.",
          "Once the bedroom is settled, consider one or two more zones. The dining table is a good candidate: meals without phones tend to be longer and more talkative, especially with children. The first thirty minutes after waking is another, a zone in time rather than space. So is the car, where the phone can go in the glovebox or the boot. Agree the zones with the people you live with, so that everyone is playing by the same rules and nobody feels singled out.",
          "Make the zones easy to keep by giving the phone a proper home outside them. A small basket or a shelf by the front door works well: the phone goes there when you come in and lives there during meals and in the evening. If you need to be reachable for emergencies, turn the ringer on for calls from a few key people, so you can leave the phone in its place without worrying about missing something that matters.",
        ],
      },
      {
        heading: "An evening shutdown and a weekly offline window",
        paragraphs: [
          "Without a clear end, screen time in the evening tends to stretch until bedtime and beyond. An evening shutdown gives the day an edge. Choose a time, perhaps an hour before you plan to sleep, when screens are put away. Make it a small ritual: answer any last message that truly needs it, set the alarm clock, plug the phone in where it lives overnight, and turn off the television or laptop. Then do something that does not involve a screen: read, talk, stretch, take a bath, sit with a cup of tea.",
          "Alongside the daily shutdown, set aside a longer stretch each week when you are offline on purpose: perhaps Sunday morning, or Saturday afternoon, or one weekday evening. Three or four hours is plenty to begin with. Tell the people who might need you, and leave the phone at home or in a drawer. Plan something to do so the time does not feel empty: a walk, a visit, baking, a museum, a long lunch with a friend, or simply reading in a park.",
          "These windows often feel uncomfortable at first, with odd moments of boredom or a sense of missing out. Those feelings are part of the point. Boredom is where the mind begins to wander, to notice, and to come up with its own ideas rather than consuming other people’s. Many people find that the weekly window becomes the part of the week they look forward to most, and that the rest of their screen use starts to feel lighter in its shadow.",
          "When you slip, and you will on some evenings, there is no need to start the whole plan again. Just notice what pulled you back, a work email, a group chat, a video that led to another, and adjust the setting or the habit that let it in. Each slip tells you where the next small change should go.",
        ],
      },
    ],
    practice: {
      title: "A two-week screen cleanup",
      intro:
        "Spread this cleanup over two weeks, one step every few days, so each change has time to settle before the next. Write down your screen-time numbers at the start and compare them at the end.",
      steps: [
        "Look at last week’s screen-time report. Write down your daily average, pickups per day, your top three apps, and one line each on what they give and cost you.",
        "Spend twenty minutes on the notification cleanup: keep people and things you set up on purpose, turn everything else off, including badges.",
        "Sort the accounts in your two most-used feeds. Mute or unfollow the ones that leave you worse off and follow two or three that would leave you better off.",
        "Move your phone charger out of the bedroom, put a book or notebook by the bed, and choose one more phone-free zone with the people you live with.",
        "Choose an evening shutdown time, an hour before sleep, and keep it for the rest of the fortnight.",
        "Plan and keep one offline window of three or four hours in the second week, with something enjoyable to do in it.",
        "At the end of the two weeks, look at your screen-time report again and write two lines about what changed, in the numbers and in how you feel.",
      ],
    },
    closing: [
      "The goal of all this is not to use your phone as little as possible. It is to use it on purpose: to reach for it when you want to call a friend, find your way, read something worthwhile or take a photograph, and to leave it alone the rest of the time without feeling a pull. That balance looks different for everyone, and only you can find yours.",
      "Expect some drift. New apps will sneak in their notifications, feeds will fill up again, the charger will creep back towards the bed on a bad week. When you notice, treat it as maintenance rather than failure, in the same way you would tidy a room that had got messy. Run through the steps again. They are quicker the second time, and the calm they bring back is quickly recognisable.",
    ],
  },
  {
    guideId: "vision_003",
    opening: [
      "Try to remember last Wednesday. Not what you had planned, but what actually happened: what you ate for lunch, who you spoke to, what the weather was like on the way home. For many people, the day has almost entirely vanished. Perhaps one moment stands out, an irritating email or a funny exchange with a colleague, and the rest has folded into a general sense of having been busy. Now try last month. Whole weeks may feel like a single grey block.",
      "This is the price of autopilot. The brain is very good at turning repeated actions into habits that run without conscious attention, which frees it to think about other things. That is useful: you would not want to think carefully about every step of brushing your teeth. But when too much of life runs that way, days stop leaving marks. We react instead of choosing, repeat instead of noticing, and arrive at the end of a year wondering where it went.",
      "The opposite of autopilot is not intense concentration every second of the day. That would be exhausting and unnecessary. It is a lighter skill: waking up briefly and often, noticing where you are, and choosing now and then rather than always defaulting. This guide offers short practices that fit into ordinary days, a way of catching your reactions before they run, a method for rewriting a routine, a practice that makes time feel fuller, and a review that helps you remember your own life.",
    ],
    ideas: [
      {
        heading: "Small practices for ordinary moments",
        paragraphs: [
          "Mindfulness is often presented as something you do sitting still with your eyes closed for twenty minutes. That is one way, and a good one for those who enjoy it. But many people find it hard to fit in, and it can feel separate from the rest of the day. A different approach is to bring brief moments of full attention into things you already do. They take no extra time, because you were going to commute, eat and wash up anyway.",
          "On a commute, choose one stretch, perhaps the walk from the station or the first three stops on the bus, and use it to notice. Feel your feet on the pavement or the movement of the vehicle. Listen for three distinct sounds. Look at people’s shoes, or the tops of buildings, or the colour of the sky, anything you do not normally look at. When your mind drifts back to the day’s worries, which it will, simply return to noticing for the rest of the stretch.",
          "At meals, take the first three mouthfuls slowly and with attention, before the conversation or the screen takes over. Notice the temperature, the texture, the taste as it changes. With chores, choose one, washing up, folding laundry, watering plants, and do it as if it were the only thing that mattered for those few minutes. Feel the warm water, the weight of the cloth, the smell of wet soil. These moments are small, but they add up. A day with five of them has five places where you were fully awake.",
          "The hardest part is remembering to do them at all, because forgetting is exactly what autopilot does best. It helps to tie each practice to a cue you cannot miss. Some people use doorways: each time they walk through the front door or the office door, they take one slow breath and notice where they are. Others use a sound, such as the kettle clicking off or the microwave bell. Others put a small mark, a dot of coloured tape, on something they touch many times a day, like a mug handle or a laptop lid. The cue does the remembering for you, and over a few weeks the pause starts to arrive on its own.",
        ],
      },
      {
        heading: "The gap between trigger and reaction",
        paragraphs: [
          "Much of what we regret happens in less than a second. A colleague makes a remark and we snap back. A child spills a drink and we raise our voice. A message arrives and we reply before we have really read it. In each case something triggered us and a reaction followed, so quickly that there was no moment in which we decided anything. Later, we wonder why we did it, and we often know we would not have chosen it.",
          "Between the trigger and the reaction there is a gap, even if it is tiny. The practice is to find it and, gradually, widen it. The first step is to learn your own warning signs. For most people they are physical: a tightening in the chest, heat in the face, a clenched jaw, a sudden urge to speak or move. Spend a week simply noticing these signs when they appear, without trying to change your reaction. Write down a few examples each evening: what happened, what you felt in your body, what you did.",
          "Once you can recognise the signs, use them as a cue to pause for a single breath before you respond. Breathe in, and let the breath out slowly. That is all. In that breath, ask yourself one short question: “What do I actually want to happen here?” Sometimes your reaction will be the same, and that is fine, because now it was chosen. Often it will be a little different: a calmer voice, a question instead of a retort, a decision to reply to the message tomorrow. Over time the gap becomes easier to find, and more of your life begins to come from choice rather than reflex.",
          "It also helps to know what makes the gap narrower. Most people react fastest when they are tired, hungry, rushed or already stressed. If you notice that your sharpest reactions happen late in the evening or just before lunch, you can plan around it: postpone difficult conversations until you have eaten, avoid reading work messages late at night, leave five minutes earlier so you are not rushing. You are not only practising the pause. You are arranging your days so that it is easier to find.",
        ],
      },
      {
        heading: "Rewriting one routine",
        paragraphs: [
          "Routines are autopilot at its most useful and its most stubborn. They carry us through mornings, evenings, workdays and weekends without requiring a single decision. Some of them serve us well. Others were formed by accident, years ago, and have never been looked at since: the way you come home and immediately turn on the television, the way you check email before you have got out of bed, the way every Sunday evening turns into a slow slide of dread.",
          "To spot them, pick a common stretch of time, such as the first hour after waking or the hour after getting home, and write down exactly what you do, in order, over three days. Be precise: “Keys in bowl. Kettle on. Phone out. Scroll while the kettle boils. Tea to sofa. Television on.” Seeing the sequence written down often reveals steps you did not know were there, and shows that the whole routine hangs on one or two early moves.",
          "Choose one routine to rewrite, and change only one step, usually an early one. If coming home always leads to the sofa and the television, change what happens just after the keys go in the bowl: put on the kettle and step out into the garden or onto the balcony while it boils, or change out of work clothes before anything else. Keep the rest of the routine as it is for now. A single changed step is easier to keep, and it often changes what follows without any further effort. Once the new step feels natural, usually after two or three weeks, you can look at the next one.",
          "Some routines run so deep that they are tied to a particular cue: the sound of the front door, the moment you sit on the sofa, the first sip of wine on a Friday. If you struggle to change a step, look for its cue and change that instead. Sit in a different chair. Come in through the back door. Put the wine glass in a different cupboard. Shifting the cue, even slightly, can wake you up at exactly the point where autopilot would otherwise take over.",
        ],
      },
      {
        heading: "Novelty and the length of a week",
        paragraphs: [
          "Time feels strange in memory. A two-week holiday in a new place can feel, looking back, longer than three months of ordinary work. The reason is that memory tends to record what is new and different, and to compress what is familiar. A week in which every day followed the same pattern leaves very few distinct memories, so in hindsight it seems short. A week with several new experiences leaves more markers, and feels longer and richer.",
          "You do not need holidays to use this. The practice is to add one small piece of novelty to each day, on purpose. Take a different route to work. Eat lunch somewhere you have never eaten. Try a recipe from a cuisine you have never cooked. Talk to a neighbour you only nod to. Listen to an album in a genre you have never liked. Visit a part of your own town you have never walked through. None of this needs to be exciting. It only needs to be different from yesterday.",
          "Keep a short list of ideas somewhere handy, because on busy days you will not want to think of something new. Ten or twenty small ideas are enough to last for weeks. At the end of each week, see how many of the days you can still recall in detail. Most people who try this for a month report that the weeks feel less of a blur, and that they have more to say when someone asks what they have been up to.",
          "Novelty does not have to be about doing something new; it can also be noticing something new in what you already do. On a familiar walk, look for one thing you have never seen before. At a regular lunch with a friend, ask a question you have never asked them. In your own home, rearrange one shelf or hang a picture somewhere different. These small freshenings wake the attention that familiarity puts to sleep, and they leave a mark on the day.",
        ],
      },
      {
        heading: "Three questions at the end of the day",
        paragraphs: [
          "The simplest way to remember your own life is to look back at it briefly before it disappears. An end-of-day review takes about five minutes and uses three questions. You can answer them in a notebook, in a note on your phone, or aloud to a partner over dinner. The important thing is to answer them in words, because words are what memory holds on to.",
          "The first question is: what actually happened today? Not what you planned, but two or three specific moments, described in a sentence each. “Met Lena for coffee and she told me about her new job.” “Fixed the wobbly chair.” “Rain on the way home; stood under the bus shelter with a stranger’s dog.” The second question is: when was I on autopilot, and when was I awake? Name one moment of each. The third question is: what is one thing I want to do differently, or notice more, tomorrow?",
          "Keep the answers short. The review is not a diary and it is not a chance to judge yourself. It is a quick act of attention that turns a day from a blur into something with a shape. After a few weeks, you can flip back through the notebook and find that the days you had forgotten are there again, waiting. Many people find the third question especially useful, because it sends them into the next morning with one small thing to be awake to.",
        ],
      },
    ],
    practice: {
      title: "A fortnight of waking up",
      intro:
        "This practice runs over two weeks. It adds a few small moments to each day rather than a large block of time. Keep a single notebook for the whole fortnight.",
      steps: [
        "Choose one commute stretch, one meal and one chore to do with full attention every day. Write them on the first page of the notebook.",
        "For the first week, notice your warning signs when something triggers you, and write down two or three examples each evening: what happened, what you felt, what you did.",
        "In the second week, use each warning sign as a cue for one slow breath and the question “What do I actually want to happen here?”",
        "Write down one routine in exact steps over three days, then change one early step and keep the change for the rest of the fortnight.",
        "Make a list of fifteen small novelties and do one each day.",
        "Every evening, answer the three questions in a few lines: what happened, when you were on autopilot and when you were awake, and one thing to notice tomorrow.",
      ],
      note: "At the end of the fortnight, read the notebook from the beginning. Notice how many days you can now remember in detail.",
    },
    closing: [
      "Autopilot will always run much of your life, and that is as it should be. The point is not to switch it off but to take the controls back now and then: during a walk, at the start of a meal, in the breath before a reaction, at the end of a day. Each of those moments is a small act of waking up, and each one leaves a mark that your memory can hold.",
      "Over weeks, the marks begin to add up. Days become more distinct. Reactions become more chosen. Routines begin to reflect who you are now rather than who you were when they formed. None of this requires you to become a different person. It only asks you to be a little more present in the life you already have, often enough that it stops slipping past unnoticed.",
    ],
  },
  {
    guideId: "vision_004",
    opening: [
      "A friend cancels dinner an hour before you were due to meet. Within seconds, your mind has produced an explanation: she has been distant lately, she probably finds you boring, this is the beginning of the end of the friendship. By the time you have put the phone down, you are hurt and a little angry, and you have started composing a cool reply. Later that evening you learn that her son had a fever. Nothing about the facts changed. But for three hours you lived inside a story that was not true, and you felt all of it.",
      "We do this constantly, usually without noticing. Events happen, and the mind instantly wraps them in meaning: what it says about us, about other people, about what will happen next. That meaning, not the event itself, is what we react to. It decides whether a piece of criticism feels like useful feedback or a humiliation, whether a rejection feels like a setback or a sign that we should give up, whether a quiet partner seems tired or cold.",
      "Reframing is the skill of noticing those stories and questioning them. It is not the same as positive thinking, which simply swaps a negative story for a cheerful one. It is closer to being a careful editor of your own interpretations: checking them against the facts, considering alternatives, and keeping the one that is both true and most useful. This guide walks you through that skill step by step, with examples from work, relationships and everyday disappointments.",
    ],
    ideas: [
      {
        heading: "What happened and the story about it",
        paragraphs: [
          "The first step is to pull apart two things that usually arrive fused together: the event and the interpretation. The event is what a camera would have recorded. The interpretation is what you made of it. “My manager did not reply to my proposal for a week” is an event. “She thinks it is a bad idea and is too polite to say so” is an interpretation. They feel like one thought, but they are two, and only the first is certain.",
          "To practise, take a recent situation that still bothers you and write it in two columns. On the left, write only what happened, in plain, neutral language, as if you were describing a scene in a film: who said what, who did what, when. On the right, write what you concluded from it, including any predictions about the future and anything it seemed to say about you. Be honest about the right-hand column. It is often harsher than we would admit out loud.",
          "Most people find that the left column is short and the right column is long. A single unanswered email on the left becomes, on the right, a theory about your manager’s opinion of you, a worry about your job, and a conclusion that you should not have spoken up. Seeing the difference on paper loosens the grip of the story, because you can see that it is one possible explanation among several, not a fact. You have not changed anything yet. You have simply made room for the question: is this story the only one that fits?",
          "Doing this regularly has a quieter benefit too. You start to notice the kinds of stories your mind likes to tell. Some people tend to assume others are angry with them. Some tend to predict that things will go wrong. Some tend to blame themselves for anything that goes badly. Knowing your own favourite stories makes them easier to catch in the moment, because you can recognise the familiar shape before it has fully formed.",
        ],
      },
      {
        heading: "Three common thinking traps",
        paragraphs: [
          "Certain patterns turn up again and again in the stories we tell, and knowing their names makes them easier to catch. The first is all-or-nothing thinking: seeing things in extremes, with no middle ground. One critical comment in a review means the whole piece of work was a failure. One missed workout means the fitness plan is ruined. One argument means the relationship is in trouble. Watch for words like always, never, completely, totally and ruined; they are often a sign that this trap is at work.",
          "The second is catastrophising: jumping from a small problem to the worst possible outcome, usually through a chain of increasingly unlikely steps. A headache becomes a serious illness. A mistake at work becomes losing the job, then the house. A teenager not answering the phone for an hour becomes an accident. The chain feels convincing because each link seems to follow from the one before, but if you look at each step, its probability is usually low, and multiplied together they are very low indeed.",
          "The third is mind reading: being sure you know what someone else is thinking, usually something negative about you, without any direct evidence. The friend who cancelled finds you boring. The colleague who did not say hello is annoyed with you. The people in the meeting thought your question was stupid. Mind reading is almost always built from our own worries rather than the other person’s thoughts. The simplest remedy is to notice it and remind yourself that you cannot know for sure, and, where it matters, to ask.",
          "You do not need to memorise a long list of traps. These three cover a great deal of ground. When a story is making you feel much worse than the event seems to justify, check it against all three.",
        ],
      },
      {
        heading: "Three interpretations",
        paragraphs: [
          "When something difficult happens, the mind tends to settle on the first interpretation it produces, which is often the most painful. The three-interpretations exercise deliberately slows that process down. Take the event, written neutrally, and write three different explanations that could all fit the facts. The first is usually your instinctive story. The other two require a little effort, and that effort is the point.",
          "Here is an example. The event: you applied for a role you really wanted and were not invited to interview. Interpretation one, the instinctive story: “I’m not good enough for jobs like this, and I was foolish to try.” Interpretation two: “They had a very large number of applicants and were looking for something specific that my application did not show clearly.” Interpretation three: “This particular role was not the right fit, and the effort of applying has sharpened what I want from the next one.”",
          "Now, for each interpretation, ask two questions. How well does it fit the facts I actually have? And if I believed it, what would I do next? The first story leads to giving up. The second leads to asking for feedback and rewriting the application. The third leads to a clearer search. You may not know which interpretation is true, and often a mix of them is. But you can see that the first one, the one that arrived automatically, was neither the only option nor the most useful one. Choose the interpretation that fits the facts well and leaves you most able to act.",
          "The exercise works for conflicts too. Your partner snaps at you over something trivial. Interpretation one: “They don’t respect me.” Interpretation two: “Something else has been weighing on them today, and I happened to be there.” Interpretation three: “I did something that annoyed them earlier and they have not said so.” Each suggests a different response: withdrawing, asking about their day, or asking directly whether something is wrong. Choosing the response that fits the most likely interpretation, rather than the most painful one, can change the whole evening.",
        ],
      },
      {
        heading: "Weighing a belief as a fair friend would",
        paragraphs: [
          "Some stories run deeper than a single event. They are beliefs about yourself that colour many situations: “I always mess things up.” “People get bored of me.” “I can’t handle pressure.” These beliefs feel like facts because we have rehearsed them for years and collected plenty of evidence for them. What we rarely do is collect the evidence against them, because the belief itself tells us where to look.",
          "To test a painful belief, imagine you are a fair-minded friend, someone who cares about you but will not simply flatter you, and that you have been asked to weigh the evidence. On one side of a page, write the evidence for the belief: specific incidents, not general feelings. On the other side, write the evidence against it, again as specific incidents. For “I can’t handle pressure”, the evidence for might include the presentation where your voice shook. The evidence against might include the night you drove your father to hospital and dealt calmly with everything, the exam you passed after a difficult year, and the project deadline your team met because you kept everyone organised.",
          "Then, still as the fair friend, write a more accurate version of the belief, one that takes all the evidence into account. Not “I am brilliant under pressure”, which the evidence may not support, but something like “I sometimes feel very nervous under pressure, especially when speaking in front of people, and I have handled many high-pressure situations well.” This version is less dramatic, and it is much closer to the truth. It also leaves room for change, which the original belief did not.",
          "Keep the accurate version somewhere you will see it, and reread it when the old belief flares up. Beliefs that have been rehearsed for years do not disappear after one page of evidence. But each time you remember the fuller picture, the old belief loosens a little more, and the new version becomes easier to reach for. Over months, many people find that the painful belief stops being the first thing that comes to mind.",
        ],
      },
      {
        heading: "Honest reframes only",
        paragraphs: [
          "Reframing has a bad name in some circles, and for good reason. It can be misused to paper over real problems: telling yourself that a job that is making you ill is a great learning opportunity, that a partner who treats you badly is just stressed, or that a serious loss is a blessing in disguise. A reframe that is not true does not help. It only delays the moment when you have to face what is really happening, and it can keep you in situations you would be better off leaving.",
          "So every reframe needs an honesty check. Ask three questions. Does this interpretation fit all the facts, including the uncomfortable ones, or does it only fit the ones I like? Would a wise friend who knew the whole situation agree that it is reasonable? Does it lead me towards something useful, or does it mainly make me feel better while nothing changes? A good reframe usually passes all three. A reframe that only passes the last question is probably wishful thinking.",
          "Sometimes the honest frame is also a hard one. The relationship really is not working. The project really did fail. You really did make a serious mistake. In those cases, reframing is not about finding a brighter story. It is about finding the most workable true one: “This failed, and I learned specific things I can use next time.” “I made a serious mistake, and I can apologise and repair what I can.” Honest reframes do not make hard things easy. They make them clearer, and clarity is what lets you act.",
        ],
      },
    ],
    practice: {
      title: "A week of careful editing",
      intro:
        "For one week, you will work with the stories your mind tells, using the tools in this guide. Choose one situation from the past month that still bothers you to start with, and then use whatever the week brings.",
      steps: [
        "Write your chosen situation in two columns: what a camera would have recorded on the left, and the story you told about it on the right.",
        "Read the right-hand column and mark any signs of all-or-nothing thinking, catastrophising or mind reading.",
        "Write three interpretations of the event that all fit the facts. For each, note how well it fits and what you would do if you believed it.",
        "Choose one painful belief about yourself that this situation touched, and weigh it as a fair friend would, with specific evidence for and against. Write a more accurate version.",
        "Run the honesty check on your chosen interpretation: does it fit all the facts, would a wise friend agree, and does it lead somewhere useful?",
        "For the rest of the week, repeat the two columns each time something new leaves you upset, even if you only have two minutes.",
      ],
      note: "If a painful belief feels too strong or too old to shift with these exercises, a qualified therapist trained in cognitive approaches can help you work through it with support.",
    },
    closing: [
      "The events of your life are only partly in your control. The stories you tell about them are more in your hands than they seem. Not completely: feelings, memories and old beliefs all pull on the way you see things, and some situations really are as bad as they look. But there is almost always more room for interpretation than the first story suggests, and that room is where your freedom to respond lives.",
      "Keep the two columns and the three interpretations close by for a few months. At first they will feel like exercises you have to remember to do. Over time, they become a quiet habit of mind: a moment of pause in which you ask what actually happened and whether your story is the only one. That small question, asked often, changes a great deal about how your days feel and what you decide to do with them.",
    ],
  },
];
