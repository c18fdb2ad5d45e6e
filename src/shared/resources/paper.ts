import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/**
 * Questionnaires and exams (spec "/paper | list, question"; their fields are not shown, so they
 * are ours). A question bank (`PaperQuestion`), papers built from it (`Paper`: fixed questions in
 * order, or N questions per category drawn for each attempt), assignments of a paper to staff with
 * a deadline, and attempts. An attempt has a plain status changed only by the exam endpoints
 * (Started → Submitted (short answers wait for a supervisor) → Scored, or Expired when the time ran
 * out); no lifecycle machine.
 */

/** Question types. Choice answers are option letters (A, B, …); true/false: A = true, B = false. */
export const QUESTION_TYPES = { single: 1, multiple: 2, trueFalse: 3, short: 4 } as const
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const
export const isChoice = (type: number) => type === QUESTION_TYPES.single || type === QUESTION_TYPES.multiple

export const QUESTION_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'paper.qtype.1', message: 'Single choice' } },
  { value: 2, label: /*i18n*/ { id: 'paper.qtype.2', message: 'Multiple choice' } },
  { value: 3, label: /*i18n*/ { id: 'paper.qtype.3', message: 'True or false' } },
  { value: 4, label: /*i18n*/ { id: 'paper.qtype.4', message: 'Short answer' } },
]

export const ENABLED_OPTIONS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'paper.enabled.1', message: 'In use' } },
  { value: 0, label: /*i18n*/ { id: 'paper.enabled.0', message: 'Set aside' } },
]

export const PAPER_KIND_OPTIONS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'paper.kind.1', message: 'Questionnaire' } },
  { value: 2, label: /*i18n*/ { id: 'paper.kind.2', message: 'Exam' } },
]

export const PAPER_MODE_OPTIONS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'paper.mode.1', message: 'Fixed questions' } },
  { value: 2, label: /*i18n*/ { id: 'paper.mode.2', message: 'Drawn at random' } },
]

export const ATTEMPT_STATUSES = ['Started', 'Submitted', 'Scored', 'Expired'] as const
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number]

/** Seconds after the time limit in which a submission is still taken (the network, a slow click). */
export const SUBMIT_GRACE_SECONDS = 30

export const PAPER_MESSAGES = {
  optionsNeeded: /*i18n*/ { id: 'srv.Paper.optionsNeeded', message: 'A choice question needs at least two options' },
  noOptions: /*i18n*/ { id: 'srv.Paper.noOptions', message: 'Only choice questions have options' },
  singleOne: /*i18n*/ { id: 'srv.Paper.singleOne', message: 'A single-choice question has exactly one correct option' },
  multipleSome: /*i18n*/ { id: 'srv.Paper.multipleSome', message: 'Mark at least one correct option' },
  answerUnknown: /*i18n*/ { id: 'srv.Paper.answerUnknown', message: 'A correct answer names an option the question does not have' },
  trueFalseOne: /*i18n*/ { id: 'srv.Paper.trueFalseOne', message: 'A true-or-false question has one answer: A (true) or B (false)' },
  shortNoAnswer: /*i18n*/ {
    id: 'srv.Paper.shortNoAnswer',
    message: 'A short-answer question has no correct option; write a model answer instead',
  },
  questionsNeeded: /*i18n*/ { id: 'srv.Paper.questionsNeeded', message: 'Choose the questions of a fixed paper' },
  questionMissing: /*i18n*/ { id: 'srv.Paper.questionMissing', message: 'A chosen question is not in the bank or is set aside' },
  drawNeeded: /*i18n*/ { id: 'srv.Paper.drawNeeded', message: 'Name the categories to draw from and how many questions from each' },
  drawShort: /*i18n*/ { id: 'srv.Paper.drawShort', message: 'A category has fewer questions in use than the paper draws' },
  notAssigned: /*i18n*/ { id: 'srv.Paper.notAssigned', message: 'This paper is not assigned to you' },
  pastDeadline: /*i18n*/ { id: 'srv.Paper.pastDeadline', message: 'The deadline of this paper has passed' },
  noAttemptsLeft: /*i18n*/ { id: 'srv.Paper.noAttemptsLeft', message: 'You have used every attempt this paper allows' },
  notOpen: /*i18n*/ { id: 'srv.Paper.notOpen', message: 'This attempt has already been handed in' },
  timeUp: /*i18n*/ { id: 'srv.Paper.timeUp', message: 'Time is up: the answers were not taken' },
  answerNotInPaper: /*i18n*/ { id: 'srv.Paper.answerNotInPaper', message: 'An answer names a question that is not in this attempt' },
  notPending: /*i18n*/ { id: 'srv.Paper.notPending', message: 'That answer does not wait for scoring' },
  tooManyPoints: /*i18n*/ { id: 'srv.Paper.tooManyPoints', message: 'More points than the question is worth' },
  nobodyToAssign: /*i18n*/ { id: 'srv.Paper.nobodyToAssign', message: 'Choose staff or departments to assign the paper to' },
  assigned: /*i18n*/ { id: 'srv.Paper.assigned', message: '{count} people assigned' },
  submitted: /*i18n*/ { id: 'srv.Paper.submitted', message: 'Handed in' },
  scored: /*i18n*/ { id: 'srv.Paper.scored', message: 'Scores saved' },
} as const satisfies Record<string, MessageDescriptor>

/** An option letter; typed in lower case it is taken in upper case. */
const letters = z.string().trim().toUpperCase().pipe(z.enum(OPTION_LETTERS))

/** A bank question. The server checks that its options and correct answers fit its type. */
export const paperQuestionResource = defineResource({
  name: 'PaperQuestion',
  noun: /*i18n*/ { id: 'noun.PaperQuestion', message: 'question' },
  permission: 'paper',
  group: 'paper',
  route: '/paper/question',
  fields: {
    Type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    Title: z.string().trim().min(1).max(500),
    Options: z.array(z.string().trim().min(1).max(200)).max(OPTION_LETTERS.length).default([]),
    Answer: z
      .array(letters)
      .max(OPTION_LETTERS.length)
      .overwrite((a) => [...new Set(a)].sort())
      .default([]),
    ModelAnswer: fields.text(2000),
    Points: fields.int(1, 100).default(5),
    Category: z.string().trim().min(1).max(50),
    Enabled: fields.flag().default(1),
    Score: fields.score().default(0),
  },
  label: 'Title',
  columns: ['Id', 'Type', 'Title', 'Category', 'Points', 'Answer', 'Enabled', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime', 'Points'],
  filters: { Type: 'enum', Category: 'in', Enabled: 'enum' },
  keyword: ['Title', 'Category'],
  options: { Type: QUESTION_TYPE_OPTIONS, Enabled: ENABLED_OPTIONS },
  widgets: { Options: 'tags', Answer: 'tags', ModelAnswer: 'textarea', Title: 'textarea', Enabled: 'switch' },
  labels: {
    Type: /*i18n*/ { id: 'field.PaperQuestion.Type', message: 'Question type' },
    Title: /*i18n*/ { id: 'field.PaperQuestion.Title', message: 'Question' },
    Options: /*i18n*/ { id: 'field.PaperQuestion.Options', message: 'Options' },
    Answer: /*i18n*/ { id: 'field.PaperQuestion.Answer', message: 'Correct answer' },
    ModelAnswer: /*i18n*/ { id: 'field.PaperQuestion.ModelAnswer', message: 'Model answer' },
    Points: /*i18n*/ { id: 'field.PaperQuestion.Points', message: 'Points' },
    Category: /*i18n*/ { id: 'field.PaperQuestion.Category', message: 'Category' },
    Enabled: /*i18n*/ { id: 'field.PaperQuestion.Enabled', message: 'In use' },
  },
  hints: {
    Options: /*i18n*/ {
      id: 'hint.PaperQuestion.Options',
      message: 'Choice questions only, in order: the first is A, the second B, and so on.',
    },
    Answer: /*i18n*/ {
      id: 'hint.PaperQuestion.Answer',
      message: 'Letters of the correct options (A, B …). True or false: A = true, B = false. Short answer: none.',
    },
    ModelAnswer: /*i18n*/ { id: 'hint.PaperQuestion.ModelAnswer', message: 'What a good short answer says; the scorer sees it.' },
  },
  form: [['Type', 'Category'], ['Title'], ['Options'], ['Answer', 'Points'], ['ModelAnswer'], ['Enabled', 'Score']],
})

/** A paper: a questionnaire (not scored) or an exam; fixed questions or drawn per attempt. */
export const paperResource = defineResource({
  name: 'Paper',
  noun: /*i18n*/ { id: 'noun.Paper', message: 'paper' },
  permission: 'paper',
  group: 'paper',
  route: '/paper/list',
  fields: {
    Title: z.string().trim().min(1).max(100),
    Kind: z.union([z.literal(1), z.literal(2)]),
    Mode: z.union([z.literal(1), z.literal(2)]).default(1),
    QuestionIds: z
      .array(fields.id())
      .max(200)
      .overwrite((ids) => [...new Set(ids)])
      .default([]),
    Categories: z
      .array(z.string().trim().min(1).max(50))
      .max(20)
      .overwrite((c) => [...new Set(c)])
      .default([]),
    DrawCount: fields.int(0, 100).default(0),
    TimeLimit: fields.int(0, 600).default(0),
    PassMark: fields.int(0, 10_000).default(0),
    Attempts: fields.int(1, 20).default(1),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'Title',
  columns: ['Id', 'Title', 'Kind', 'Mode', 'TimeLimit', 'PassMark', 'Attempts', 'Assigned', 'Done', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { Kind: 'enum' },
  keyword: ['Title'],
  options: { Kind: PAPER_KIND_OPTIONS, Mode: PAPER_MODE_OPTIONS },
  references: { QuestionIds: 'PaperQuestion' },
  widgets: { Categories: 'tags', Remark: 'textarea' },
  labels: {
    Title: /*i18n*/ { id: 'field.Paper.Title', message: 'Title' },
    Kind: /*i18n*/ { id: 'field.Paper.Kind', message: 'Kind' },
    Mode: /*i18n*/ { id: 'field.Paper.Mode', message: 'Questions' },
    QuestionIds: /*i18n*/ { id: 'field.Paper.QuestionIds', message: 'Chosen questions' },
    Categories: /*i18n*/ { id: 'field.Paper.Categories', message: 'Draw from categories' },
    DrawCount: /*i18n*/ { id: 'field.Paper.DrawCount', message: 'Questions per category' },
    TimeLimit: /*i18n*/ { id: 'field.Paper.TimeLimit', message: 'Time limit (minutes)' },
    PassMark: /*i18n*/ { id: 'field.Paper.PassMark', message: 'Pass mark (points)' },
    Attempts: /*i18n*/ { id: 'field.Paper.Attempts', message: 'Attempts allowed' },
    Assigned: /*i18n*/ { id: 'field.Paper.Assigned', message: 'Assigned' },
    Done: /*i18n*/ { id: 'field.Paper.Done', message: 'Handed in' },
  },
  hints: {
    QuestionIds: /*i18n*/ { id: 'hint.Paper.QuestionIds', message: 'Fixed papers: the questions in the order they are asked.' },
    Categories: /*i18n*/ {
      id: 'hint.Paper.Categories',
      message: 'Random papers: each attempt draws this many questions from each category.',
    },
    TimeLimit: /*i18n*/ { id: 'hint.Paper.TimeLimit', message: '0: no time limit.' },
  },
  form: [
    ['Title', 'Kind'],
    ['Mode'],
    ['QuestionIds'],
    ['Categories', 'DrawCount'],
    ['TimeLimit', 'PassMark', 'Attempts'],
    ['Remark'],
    ['Score'],
  ],
})

/** `POST /Api/Paper/Assign`: staff and whole departments (their members, sub-departments included). */
export const paperAssignSchema = z.object({
  PaperId: fields.id(),
  AgentIds: z.array(fields.id()).max(1000).default([]),
  DepartmentIds: z.array(fields.id()).max(100).default([]),
  Deadline: fields.unixTime().default(0),
})

export const examStartSchema = z.object({ PaperId: fields.id() })

export const examAnswerSchema = z.object({
  QuestionId: fields.id(),
  Choice: z.array(letters).max(OPTION_LETTERS.length).default([]),
  Text: fields.text(5000),
})

export const examSubmitSchema = z.object({
  Id: fields.id(),
  Answers: z.array(examAnswerSchema).max(200).default([]),
})

export const examScoreSchema = z.object({
  Id: fields.id(),
  Marks: z
    .array(z.object({ QuestionId: fields.id(), Points: fields.int(0, 100) }))
    .min(1)
    .max(200),
})

export type ExamAnswer = z.infer<typeof examAnswerSchema>

/** A question as the taker sees it: never its correct answer. */
export interface ExamQuestion {
  Id: number
  Type: number
  Title: string
  Options: string[]
  Points: number
}
