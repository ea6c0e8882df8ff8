import { z } from "zod";

const QUIZ_QUESTION_COUNT = 12;
export const QUIZ_ERROR = "There was an issue completing your quiz. Please try again.";

/** Twelve answers, one letter A-D per question in order. */
export const quizAnswersSchema = z
  .array(z.enum(["A", "B", "C", "D"], { error: "Each answer must be A, B, C or D." }), { error: "Please answer every question." })
  .length(QUIZ_QUESTION_COUNT, `Please answer all ${QUIZ_QUESTION_COUNT} questions.`);
