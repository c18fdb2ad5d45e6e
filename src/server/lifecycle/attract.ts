import { resource } from '../../kernel/server/module.ts'
import { and, arrayOverlaps, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { stationContractLifecycle } from '../../../machines/station-contract.ts'
import { ATTRACT_MESSAGES, stationContractResource, workstationResource, ATTRACT_GUARD_REASONS } from '../../shared/resources/attract.ts'
import { Client, Setting, StationContract, Workstation } from '../db/schema/index.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { ApiError, badRequest } from '../../kernel/server/lib/errors.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer, type Row } from '../../kernel/server/lifecycle/engine.ts'

/** What a workstation is counted as when its form leaves the unit empty (setting `Attract.StationUnit`). */
const UNIT_SETTING = 'Attract.StationUnit'

/** A contract's stations as stored (none when not given). */
const StationIds = z.array(z.number().int())
const stationIdsOf = (v: unknown) => StationIds.safeParse(v ?? []).data ?? []

/**
 * The codes of the workstations another active contract holds over dates overlapping [begin, end].
 * With `lock`, the workstation rows are locked first (in Id order, so two activations never wait on
 * each other crosswise): two contracts for one station activated at once then go one after the
 * other, and the second sees the first.
 */
async function clashes(tx: Tx | Db, row: Partial<Pick<Row, 'Id'>> & Record<string, unknown>, lock: boolean): Promise<string[]> {
  const ids = stationIdsOf(row.StationIds)
  if (!ids.length) return []
  if (lock)
    await tx.select({ Id: Workstation.Id }).from(Workstation).where(inArray(Workstation.Id, ids)).orderBy(asc(Workstation.Id)).for('update')
  const held = await tx
    .select({ StationIds: StationContract.StationIds })
    .from(StationContract)
    .where(
      and(
        eq(StationContract.State, 'Active'),
        ne(StationContract.Status, -1),
        row.Id ? ne(StationContract.Id, row.Id) : undefined,
        arrayOverlaps(StationContract.StationIds, ids),
        lte(StationContract.BeginTime, Number(row.EndTime)),
        gte(StationContract.EndTime, Number(row.BeginTime)),
      ),
    )
  const taken = [...new Set(held.flatMap((h) => h.StationIds).filter((id) => ids.includes(id)))]
  if (!taken.length) return []
  const codes = await tx
    .select({ Code: Workstation.Code })
    .from(Workstation)
    .where(inArray(Workstation.Id, taken))
    .orderBy(asc(Workstation.Code))
  return codes.map((c) => c.Code)
}

/** Each workstation's State from the contracts naming it: Occupied (an active one), Reserved (a draft), else Free. */
export async function refreshStations(tx: Tx, ids: readonly number[]) {
  if (!ids.length) return
  const naming = (state: string) =>
    sql`exists (select 1 from ${StationContract} c where c."state" = ${state} and c."status" <> -1 and ${Workstation.Id} = any(c."station_ids"))`
  await tx
    .update(Workstation)
    .set({ State: sql`case when ${naming('Active')} then 'Occupied' when ${naming('Draft')} then 'Reserved' else 'Free' end` })
    .where(inArray(Workstation.Id, [...ids]))
}

export const stationContractServer: LifecycleServer = {
  lifecycle: stationContractLifecycle,
  table: StationContract,
  def: stationContractResource,
  reasons: ATTRACT_GUARD_REASONS,
  // Only a draft can be activated: the others' guards read nothing.
  async load(tx, row) {
    return { facts: { clashes: row.State === 'Draft' ? await clashes(tx, row, false) : [] } }
  },
  effects: {
    // The guard read the contracts without locks; under the stations' locks the answer is final.
    async occupyStations({ tx, row }) {
      const taken = await clashes(tx, row, true)
      if (taken.length) throw new ApiError(409, ATTRACT_MESSAGES.stationsFree, { clashes: taken })
    },
    releaseStations: ({ event }) => ({ EndReason: String(event.data.Reason ?? '') }),
  },
  async afterTransition({ tx, updated }) {
    await refreshStations(tx, stationIdsOf(updated.StationIds))
  },
}

/**
 * A contract is for a company (a customer of type 1); its stations' availability follows every
 * write (a draft reserves them, a deleted draft frees them).
 */
const contractRules: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    if (values.ClientId !== undefined) {
      const [company] = await tx
        .select({ Type: Client.Type })
        .from(Client)
        .where(and(eq(Client.Id, Number(values.ClientId)), ne(Client.Status, -1)))
      if (company && company.Type !== 1)
        throw badRequest(ATTRACT_MESSAGES.notACompany, [{ Field: 'ClientId', message: ATTRACT_MESSAGES.notACompany }])
    }
    const begin = Number(values.BeginTime ?? current?.BeginTime ?? 0)
    const end = Number(values.EndTime ?? current?.EndTime ?? 0)
    if (begin && end && end <= begin)
      throw badRequest(ATTRACT_MESSAGES.termGiven, [{ Field: 'EndTime', message: ATTRACT_MESSAGES.termGiven }])
    // A station already leased (an active contract) over any of these dates cannot be offered again.
    // Drafts may compete for a station: activating one settles it (the guard, under row locks).
    if (['StationIds', 'BeginTime', 'EndTime'].some((f) => f in values)) {
      const taken = await clashes(
        tx,
        {
          Id: current ? Number(current.Id) : undefined,
          StationIds: values.StationIds ?? current?.StationIds,
          BeginTime: begin,
          EndTime: end,
        },
        false,
      )
      if (taken.length)
        throw new ApiError(409, ATTRACT_MESSAGES.stationsFree, { clashes: taken.join(', ') }, [
          { Field: 'StationIds', message: ATTRACT_MESSAGES.stationsFree, values: { clashes: taken.join(', ') } },
        ])
    }
    return values
  },
  async afterWrite({ tx, id, current }) {
    const [row] = await tx.select({ StationIds: StationContract.StationIds }).from(StationContract).where(eq(StationContract.Id, id))
    await refreshStations(tx, [...new Set([...(row?.StationIds ?? []), ...stationIdsOf(current?.StationIds)])])
  },
  async afterDelete(tx, ids) {
    const rows = await tx.select({ StationIds: StationContract.StationIds }).from(StationContract).where(inArray(StationContract.Id, ids))
    await refreshStations(tx, [...new Set(rows.flatMap((r) => r.StationIds))])
  },
}

/** A workstation left without a unit takes the one the system parameters name. */
const workstationHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    if (current || values.Unit) return values
    const [unit] = await tx
      .select({ Value: Setting.Value })
      .from(Setting)
      .where(and(eq(Setting.Name, UNIT_SETTING), ne(Setting.Status, -1)))
      .limit(1)
    return { ...values, Unit: unit?.Value ?? '' }
  },
}

export const ATTRACT_RESOURCES = [
  resource(workstationResource, Workstation, workstationHooks),
  resource(stationContractResource, StationContract, lifecycleHooks(stationContractServer, contractRules)),
]

export const ATTRACT_SERVERS: Readonly<Record<string, LifecycleServer>> = { StationContract: stationContractServer }
