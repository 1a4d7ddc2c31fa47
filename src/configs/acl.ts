import { createMongoAbility, type MongoAbility } from '@casl/ability'
import { INITIAL_ABILITY, type AbilityRule, type Action, type Subject } from '@/contracts/abilities'

export type AppAbility = MongoAbility<[Action, Subject]>

/** The one function that turns a user's ability list into a CASL ability. */
export function buildAbility(rules: AbilityRule[] | null | undefined): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules ?? INITIAL_ABILITY)
}

export { INITIAL_ABILITY }
