// What every page that shows a bonus takes from the site settings, with what a missing value becomes: the
// conditions note stands beside every bonus, so it has a default of its own.
export type BonusSettings = { bonusConditionsNote: string; hideBonusAmounts: boolean; affiliateDisclosure: string };

export function bonusSettings(
  settings:
    | { bonusConditionsNote?: string | null; hideBonusAmounts?: boolean | null; affiliateDisclosure?: string | null }
    | null
    | undefined,
): BonusSettings {
  return {
    bonusConditionsNote: settings?.bonusConditionsNote ?? "Condiciones sujetas a cambios; consulta la web del operador",
    hideBonusAmounts: settings?.hideBonusAmounts ?? false,
    affiliateDisclosure: settings?.affiliateDisclosure ?? "",
  };
}
