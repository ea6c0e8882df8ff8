import type { QuizQuestion } from "@/lib/catalog/content-types";

// The 12 quiz questions. Questions 1-3 Power, 4-6 Motion, 7-9 Feeling, 10-12 Vision.
// Within each question the four answers point at the four guides of that question's strand.

export const QUIZ_QUESTIONS: QuizQuestion[] = [
  // ---------------------------------------------------------------- Power
  {
    number: 1,
    strand: "power",
    prompt: "When you think about growing this year, what feels most true for you?",
    answers: [
      { letter: "A", text: "I want to stop drifting and choose what shapes me", guideId: "power_001" },
      { letter: "B", text: "I'm honestly not sure what I'm good at", guideId: "power_002" },
      { letter: "C", text: "I want to feel grounded and confident around people", guideId: "power_003" },
      { letter: "D", text: "I want a clear picture of who I'm becoming", guideId: "power_004" },
    ],
  },
  {
    number: 2,
    strand: "power",
    prompt: "Which compliment would mean the most to you right now?",
    answers: [
      { letter: "A", text: "You change the feel of a room without saying much", guideId: "power_003" },
      { letter: "B", text: "You've become exactly who you said you would be", guideId: "power_004" },
      { letter: "C", text: "You have a real gift for this, you know", guideId: "power_002" },
      { letter: "D", text: "You live on your own terms now, not by default", guideId: "power_001" },
    ],
  },
  {
    number: 3,
    strand: "power",
    prompt: "What tends to hold you back the most?",
    answers: [
      { letter: "A", text: "My future feels vague, so I never plan toward it", guideId: "power_004" },
      { letter: "B", text: "Habits and people around me keep pulling me off course", guideId: "power_001" },
      { letter: "C", text: "I fade into the background in meetings and conversations", guideId: "power_003" },
      { letter: "D", text: "I undervalue the strengths other people see in me", guideId: "power_002" },
    ],
  },

  // --------------------------------------------------------------- Motion
  {
    number: 4,
    strand: "motion",
    prompt: "Which sentence sounds most like you lately?",
    answers: [
      { letter: "A", text: "I have ideas but struggle to take the first step", guideId: "motion_002" },
      { letter: "B", text: "I start strong, then stall somewhere in the middle", guideId: "motion_003" },
      { letter: "C", text: "My days feel heavy and I mostly stay still", guideId: "motion_001" },
      { letter: "D", text: "I have a pile of projects that are almost done", guideId: "motion_004" },
    ],
  },
  {
    number: 5,
    strand: "motion",
    prompt: "When a big project lands on your plate, what usually happens?",
    answers: [
      { letter: "A", text: "I lose steam in the last stretch and never wrap it up", guideId: "motion_004" },
      { letter: "B", text: "I put off starting until the deadline forces me", guideId: "motion_002" },
      { letter: "C", text: "I hit a wall partway and can't see a way through", guideId: "motion_003" },
      { letter: "D", text: "I feel sluggish and wait to feel motivated first", guideId: "motion_001" },
    ],
  },
  {
    number: 6,
    strand: "motion",
    prompt: "What would feel like the biggest win for you this month?",
    answers: [
      { letter: "A", text: "Getting unstuck on something that has stalled for weeks", guideId: "motion_003" },
      { letter: "B", text: "Moving my body every day and feeling more awake", guideId: "motion_001" },
      { letter: "C", text: "Finishing and sharing something I've been polishing forever", guideId: "motion_004" },
      { letter: "D", text: "Beginning the thing I keep saying I'll start someday", guideId: "motion_002" },
    ],
  },

  // -------------------------------------------------------------- Feeling
  {
    number: 7,
    strand: "feeling",
    prompt: "When a hard emotion shows up, what do you usually do?",
    answers: [
      { letter: "A", text: "Compare my life to others' and feel behind", guideId: "feeling_003" },
      { letter: "B", text: "Turn on myself and replay everything I did wrong", guideId: "feeling_002" },
      { letter: "C", text: "Pull away from people until it passes", guideId: "feeling_004" },
      { letter: "D", text: "Push it down and hope it goes away on its own", guideId: "feeling_001" },
    ],
  },
  {
    number: 8,
    strand: "feeling",
    prompt: "Which would you most like more of in your life?",
    answers: [
      { letter: "A", text: "Being reliably there for my people and my commitments", guideId: "feeling_004" },
      { letter: "B", text: "A sense of having enough, without always chasing more", guideId: "feeling_003" },
      { letter: "C", text: "Steadiness when anger or anxiety starts to rise", guideId: "feeling_001" },
      { letter: "D", text: "Kindness in the way I talk to myself", guideId: "feeling_002" },
    ],
  },
  {
    number: 9,
    strand: "feeling",
    prompt: "Which of these quietly weighs on you most?",
    answers: [
      { letter: "A", text: "My inner critic is louder than any outside voice", guideId: "feeling_002" },
      { letter: "B", text: "I avoid hard conversations and visits I know matter", guideId: "feeling_004" },
      { letter: "C", text: "Envy and resentment flare up more than I'd like", guideId: "feeling_001" },
      { letter: "D", text: "No matter what I have, it never feels like enough", guideId: "feeling_003" },
    ],
  },

  // --------------------------------------------------------------- Vision
  {
    number: 10,
    strand: "vision",
    prompt: "How would you describe your attention these days?",
    answers: [
      { letter: "A", text: "On autopilot; the weeks blur together", guideId: "vision_003" },
      { letter: "B", text: "Scattered; I can rarely focus deeply for long", guideId: "vision_001" },
      { letter: "C", text: "Caught in negative stories about what is happening to me", guideId: "vision_004" },
      { letter: "D", text: "Hooked on my phone far more than I'd like", guideId: "vision_002" },
    ],
  },
  {
    number: 11,
    strand: "vision",
    prompt: "What would make your days feel clearer?",
    answers: [
      { letter: "A", text: "Fewer notifications and a calmer, cleaner phone", guideId: "vision_002" },
      { letter: "B", text: "Seeing setbacks as turning points rather than dead ends", guideId: "vision_004" },
      { letter: "C", text: "Protected hours for the work that matters most", guideId: "vision_001" },
      { letter: "D", text: "Noticing and choosing more, instead of just reacting", guideId: "vision_003" },
    ],
  },
  {
    number: 12,
    strand: "vision",
    prompt: "When you look back on a typical week, what do you notice?",
    answers: [
      { letter: "A", text: "One hard moment colored how I saw everything after it", guideId: "vision_004" },
      { letter: "B", text: "I can barely remember what I actually did", guideId: "vision_003" },
      { letter: "C", text: "Hours disappeared into scrolling and endless feeds", guideId: "vision_002" },
      { letter: "D", text: "I was busy but never reached my real priorities", guideId: "vision_001" },
    ],
  },
];
