import { resourceNamed } from '../../../kernel/server/module.ts'

import { and, eq, ne } from 'drizzle-orm'

import type { AuthContext } from '../../../kernel/server/env.ts'

import type { Tx } from '../../../kernel/server/db/client.ts'

import { Client, Setting } from '../schema/index.ts'

import { ATTRACT_RESOURCES } from '../../lifecycle/attract.ts'

import { createThrough, DAY, HOUR, type DemoPlan } from './demo-plan.ts'

const res = (name: string) => resourceNamed(ATTRACT_RESOURCES, name)

/** [code, name, location, m², monthly price in yuan]: an open-plan row of desks and three offices. */
const STATIONS: [string, string, string, number, number][] = [
  ...Array.from({ length: 8 }, (_, i): [string, string, string, number, number] => [
    `A-${String(i + 1).padStart(2, '0')}`,
    `开放工位 A${i + 1}`,
    '孵化器 3 楼 A 区',
    4.5,
    800,
  ]),
  ['B-01', '独立办公室 B1', '孵化器 3 楼 B 区', 18, 3_600],
  ['B-02', '独立办公室 B2', '孵化器 3 楼 B 区', 22, 4_200],
  ['B-03', '路演会议室旁办公室 B3', '孵化器 3 楼 B 区', 26, 5_000],
]

/**
 * The incubator: its workstations, and contracts of the investment companies (customers of type 1)
 * in every state: a draft reserving desks, active ones occupying desks and an office, one ended at
 * its term and one terminated early, made and moved by the supervisor as staff would.
 */
export async function planAttract(tx: Tx, plan: DemoPlan, cast: { supervisor: AuthContext; sales: AuthContext }) {
  const companies = await tx
    .select({ Id: Client.Id })
    .from(Client)
    .where(and(eq(Client.Type, 1), ne(Client.Status, -1)))
    .orderBy(Client.Id)
  if (companies.length < 3) return
  await tx
    .insert(Setting)
    .values({ Name: 'Attract.StationUnit', Use: 'attract', Text: '工位计量单位', Value: '工位', Attr: 'text', Score: 0 })
  const now = plan.now
  // Master data, there before any contract: made through the resource, with no timeline of its own.
  const station = new Map<string, number>()
  for (const [i, [code, title, location, area, price]] of STATIONS.entries())
    station.set(
      code,
      await createThrough(tx, res('Workstation'), cast.supervisor, {
        Code: code,
        Title: title,
        Location: location,
        Area: area,
        Price: price * 100,
        Score: STATIONS.length - i,
      }),
    )
  const ids =
    (...codes: string[]) =>
    () =>
      codes.map((c) => station.get(c)!)
  const day = (d: number) => Math.floor((now + d * DAY) / DAY) * DAY
  const contract = (no: string, company: number, codes: string[], from: number, to: number, rent: number, startAgo: number) =>
    plan
      .story({
        res: res('StationContract'),
        by: cast.supervisor,
        body: () => ({
          ContractNo: no,
          ClientId: companies[company]!.Id,
          StationIds: ids(...codes)(),
          BeginTime: day(from),
          EndTime: day(to),
          Rent: rent * 100,
          Deposit: rent * 200,
          Remark: '',
        }),
      })
      .endsAgo(startAgo)
  // Ended at its term, a year ago to three months ago; its desk is free again.
  const ended = plan.story({
    res: res('StationContract'),
    by: cast.supervisor,
    body: () => ({
      ContractNo: 'FH-2025-011',
      ClientId: companies[0]!.Id,
      StationIds: ids('A-05')(),
      BeginTime: day(-190),
      EndTime: day(-10),
      Rent: 80_000,
      Deposit: 160_000,
    }),
  })
  ended
    .then(HOUR, 'activate', cast.supervisor)
    .then(180 * DAY - HOUR, 'end', cast.supervisor)
    .endsAgo(9 * DAY)
  // Terminated early, when the company moved out.
  plan
    .story({
      res: res('StationContract'),
      by: cast.supervisor,
      body: () => ({
        ContractNo: 'FH-2026-003',
        ClientId: companies[2]!.Id,
        StationIds: ids('A-06', 'A-07')(),
        BeginTime: day(-120),
        EndTime: day(245),
        Rent: 160_000,
        Deposit: 320_000,
      }),
    })
    .then(2 * HOUR, 'activate', cast.supervisor)
    .then(90 * DAY, 'terminate', cast.supervisor, { Reason: '公司搬迁至新加坡，提前解约，押金按合同扣除一个月' })
    .endsAgo(28 * DAY)
  // Active: an office and two desks, occupied now.
  plan
    .story({
      res: res('StationContract'),
      by: cast.supervisor,
      body: () => ({
        ContractNo: 'FH-2026-007',
        ClientId: companies[1]!.Id,
        StationIds: ids('B-01', 'A-01', 'A-02')(),
        BeginTime: day(-60),
        EndTime: day(305),
        Rent: 520_000,
        Deposit: 1_040_000,
      }),
    })
    .then(3 * HOUR, 'activate', cast.supervisor)
    .endsAgo(58 * DAY)
  plan
    .story({
      res: res('StationContract'),
      by: cast.supervisor,
      body: () => ({
        ContractNo: 'FH-2026-009',
        ClientId: companies[0]!.Id,
        StationIds: ids('B-02')(),
        BeginTime: day(-20),
        EndTime: day(345),
        Rent: 420_000,
        Deposit: 840_000,
      }),
    })
    .then(HOUR, 'activate', cast.supervisor)
    .endsAgo(19 * DAY)
  // A draft for next month, reserving two desks.
  contract('FH-2026-012', 2, ['A-03', 'A-04'], 5, 370, 160_000, 2 * HOUR)
}
