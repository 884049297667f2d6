import type { GivenAnswer, Question } from '@ordna/contract/notes';

/**
 * Answer-questions as pure rules: the body a day's answers read as, the questions a collection
 * holds after an edit, and past answers rewritten to new questions (retroUpdateQuestions).
 */

/** The Markdown of a day's answers: each question as a heading, its answer below; blank answers left out. */
export function bodyOfAnswers(answers: readonly GivenAnswer[]): string {
  return answers
    .filter((given) => given.answer.trim() !== '')
    .map((given) => `### ${given.question.replace(/\s+/g, ' ')}\n\n${given.answer.trim()}`)
    .join('\n\n');
}

/**
 * The questions after an edit, in the order given: a kept one keeps its id, one without an id is
 * new. Null when an id is not one of the collection's questions.
 */
export function editedQuestions(
  current: readonly Question[],
  submitted: readonly { _id?: string | undefined; text: string }[],
  newId: () => string,
): Question[] | null {
  const known = new Set(current.map((question) => question._id));
  const seen = new Set<string>();
  const edited: Question[] = [];
  for (const question of submitted) {
    if (question._id !== undefined && (!known.has(question._id) || seen.has(question._id))) return null;
    const _id = question._id ?? newId();
    seen.add(_id);
    edited.push({ _id, text: question.text });
  }
  return edited;
}

/** Past answers in the new questions' wording and order; answers to removed questions go. */
export function retroAnswers(past: readonly GivenAnswer[], questions: readonly Question[]): GivenAnswer[] {
  const byQuestion = new Map(past.map((given) => [given.questionId, given.answer]));
  return questions
    .filter((question) => byQuestion.has(question._id))
    .map((question) => ({ questionId: question._id, question: question.text, answer: byQuestion.get(question._id)! }));
}

/** A day's answers as given for the collection's questions, in their order. */
export function answersFor(
  questions: readonly Question[],
  given: readonly { questionId: string; answer: string }[],
): GivenAnswer[] {
  const byQuestion = new Map(given.map((answer) => [answer.questionId, answer.answer]));
  return questions
    .filter((question) => byQuestion.has(question._id))
    .map((question) => ({ questionId: question._id, question: question.text, answer: byQuestion.get(question._id)! }));
}
