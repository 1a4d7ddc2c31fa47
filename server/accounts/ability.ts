// The server's authorization uses the same role rules as the client (src/contracts/abilities.ts).
import { createMongoAbility, type MongoAbility } from '@casl/ability'
import { abilityRulesForRole, type Action, type Subject } from '../../src/contracts/abilities'

export type AppAbility = MongoAbility<[Action, Subject]>

const cache = new Map<string, AppAbility>()

export function abilityForRole(role: string): AppAbility {
  let ability = cache.get(role)
  if (!ability) {
    ability = createMongoAbility<[Action, Subject]>(abilityRulesForRole(role))
    cache.set(role, ability)
  }
  return ability
}
