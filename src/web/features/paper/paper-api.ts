import { queryOptions } from '@tanstack/react-query'
import type { ExamQuestion } from '../../../shared/resources/paper.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'

export interface MyPaper {
  PaperId: number
  Title: string
  Kind: number
  TimeLimit: number
  PassMark: number
  Attempts: number
  Remark: string
  Deadline: number
  DoneTime: number
  Used: number
  State: 'Open' | 'InProgress' | 'Done' | 'Overdue'
  CanStart: boolean
  Last: { Id: number; Status: string; Total: number; MaxTotal: number; Pending: number; Passed: number; SubmitTime: number } | null
}

export interface Attempt {
  Id: number
  PaperId: number
  Title: string
  Kind: number
  PassMark: number
  No: number
  Status: 'Started' | 'Submitted' | 'Scored' | 'Expired'
  StartTime: number
  EndTime: number
  SubmitTime: number
  Now: number
  Questions: ExamQuestion[]
  Answers: Record<string, { Choice: string[]; Text: string }>
  Marks: Record<string, number | null>
  Total: number
  MaxTotal: number
  Pending: number
  Passed: number
}

export interface ToScoreItem {
  AttemptId: number
  PaperId: number
  PaperTitle: string
  AgentName: string
  SubmitTime: number
  QuestionId: number
  Question: string
  ModelAnswer: string
  Points: number
  Text: string
}

export interface PaperResults {
  Id: number
  Title: string
  Kind: number
  PassMark: number
  People: {
    AgentId: number
    Name: string
    DepartmentName: string
    Deadline: number
    DoneTime: number
    Attempts: number
    AttemptId: number
    Status: string
    Total: number
    MaxTotal: number
    Pending: number
    Passed: number
    Seconds: number
    SubmitTime: number
  }[]
  Questions: {
    QuestionId: number
    Type: number
    Title: string
    Options: string[]
    Points: number
    Asked: number
    Answered: number
    Right: number
    Pending: number
    Picks: Record<string, number>
  }[]
}

export const examKeys = {
  all: ['Exam'] as const,
  mine: ['Exam', 'mine'] as const,
  attempt: (id: number) => ['Exam', 'attempt', id] as const,
  toScore: ['Exam', 'toScore'] as const,
  results: (id: number) => ['Paper', 'results', id] as const,
}

/** An API call's data, or the envelope's refusal thrown. */
export async function call<T>(path: string, options: Parameters<typeof api>[1] = {}): Promise<T> {
  const res = await api<T>(path, options)
  if (!res.Result) throw new ApiFailure(res)
  return res.Data as T
}

export const myPapersQuery = queryOptions({ queryKey: examKeys.mine, queryFn: ({ signal }) => call<MyPaper[]>('Exam/Mine', { signal }) })
export const attemptQuery = (id: number) =>
  queryOptions({ queryKey: examKeys.attempt(id), queryFn: ({ signal }) => call<Attempt>('Exam/Attempt', { signal, query: { Id: id } }) })
export const toScoreQuery = queryOptions({
  queryKey: examKeys.toScore,
  queryFn: ({ signal }) => call<ToScoreItem[]>('Exam/ToScore', { signal }),
})
export const resultsQuery = (id: number) =>
  queryOptions({
    queryKey: examKeys.results(id),
    queryFn: ({ signal }) => call<PaperResults>('Paper/Results', { signal, query: { Id: id } }),
  })

/** The message of a failed call, for an alert. */
export const failureText = (e: unknown) =>
  e instanceof ApiFailure ? (e.envelope.Message ?? e.message) : e instanceof Error ? e.message : String(e)
