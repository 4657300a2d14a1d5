// The casino's rating as the form computes it: the weighted average of the breakdown, with «Bonos justos» from the
// bonus terms, rounded with the rule from @casinolupa/domain. When an editor changes a sub-score or a bonus term,
// the rating follows in the same draft, so one publish is all a change needs. A rating written elsewhere that
// disagrees is left as it is (the field's validation then blocks publishing) until an input changes or the editor
// applies the computed value with the button. Below it, what publishing does to the rating and the rank, against
// the casinos published now (the rank is never stored: the site computes it the same way).
import { computedBonusFairness, computedBreakdown, expectedRating, formatRating } from "@casinolupa/domain";
import { Box, Button, Card, Flex, Stack, Text } from "@sanity/ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { filter, startWith, switchMap } from "rxjs";
import { type NumberInputProps, set, useClient, useFormValue } from "sanity";
import { type DocumentValues, type PublishedCasino, publishEffect } from "./publish-effect";

const publishedCasinosQuery = `*[_type == "casino"]{
  _id, name, "slug": slug.current, notRanked, rating, ratingBreakdown, wageringRequirement, wageringBase, bonusMatchPercent
}`;

/**
 * The casinos as the site ranks them now (published documents only), or undefined while loading or offline. Fetched
 * again whenever a casino is published, unpublished or deleted (this one included), so after «Publicar» the form
 * no longer announces a change that is already live, and another editor's publish moves the rank shown here too.
 */
function usePublishedCasinos(): PublishedCasino[] | undefined {
  const client = useClient({ apiVersion: "2025-02-19" });
  const [casinos, setCasinos] = useState<PublishedCasino[]>();
  useEffect(() => {
    const publishes = client
      .listen(
        '*[_type == "casino"]',
        {},
        { events: ["mutation"], includeResult: false, visibility: "query", tag: "form.rank-preview.listen" },
      )
      // A draft edit does not change what the site ranks; a published document's change does.
      .pipe(filter((event) => event.type === "mutation" && isPublishedId(event.documentId)));
    const subscription = publishes
      .pipe(
        startWith(null),
        // Each publish reads the published casinos again; a read still under way is dropped for the newer one.
        switchMap(() =>
          client
            .withConfig({ perspective: "published" })
            .observable.fetch<PublishedCasino[]>(publishedCasinosQuery, {}, { tag: "form.rank-preview" }),
        ),
      )
      .subscribe({ next: setCasinos, error: () => setCasinos(undefined) });
    return () => subscription.unsubscribe();
  }, [client]);
  return casinos;
}

/** `casino-bwin`, not `drafts.casino-bwin` nor a release's `versions.<release>.casino-bwin`. */
function isPublishedId(id: string): boolean {
  return !id.startsWith("drafts.") && !id.startsWith("versions.");
}

export function ComputedRatingInput({ value, onChange, readOnly }: NumberInputProps) {
  const document = (useFormValue([]) ?? {}) as DocumentValues;
  const { ratingBreakdown, wageringRequirement, wageringBase, bonusMatchPercent } = document;
  const breakdown = computedBreakdown({ ratingBreakdown, wageringRequirement, wageringBase, bonusMatchPercent });
  const computed = breakdown ? expectedRating(breakdown) : undefined;
  const bonusFairness = computedBonusFairness({ wageringRequirement, wageringBase, bonusMatchPercent });
  const inputs = JSON.stringify([ratingBreakdown ?? null, wageringRequirement, wageringBase, bonusMatchPercent]);
  const seen = useRef(inputs);
  const published = usePublishedCasinos();
  const effect = useMemo(
    () => (published ? publishEffect(document, computed, published) : ""),
    [published, document, computed],
  );

  useEffect(() => {
    if (inputs === seen.current) return;
    seen.current = inputs;
    if (!readOnly && computed !== undefined && computed !== value) onChange(set(computed));
  }, [inputs, computed, value, onChange, readOnly]);

  const disagrees = computed !== undefined && value !== computed;
  return (
    <Card padding={3} radius={2} border tone={disagrees ? "critical" : "transparent"}>
      <Flex align="center" gap={3} wrap="wrap">
        <Box flex={1}>
          <Stack gap={3}>
            <Text size={2} weight="semibold" data-testid="computed-rating">
              {typeof value === "number" ? `${formatRating(value)}/10` : "Sin nota"}
            </Text>
            <Text size={1} muted data-testid="computed-bonus-fairness">
              {bonusFairness === undefined
                ? "«Bonos justos»: completa el requisito de apuesta, su base y el porcentaje del bono."
                : `«Bonos justos»: ${formatRating(bonusFairness)}, calculado a partir del requisito de apuesta.`}
            </Text>
            <Text size={1} muted>
              {computed === undefined
                ? "Completa las notas del desglose y las condiciones del bono y la nota se calculará sola."
                : disagrees
                  ? `No coincide con el desglose y el bono: dan ${formatRating(computed)}.`
                  : "Calculada a partir del desglose y del bono; cambia una de esas notas o condiciones para cambiarla."}
            </Text>
            {effect ? (
              <Box>
                <Text size={1} weight="medium" data-testid="publish-effect">
                  {effect}
                </Text>
              </Box>
            ) : null}
          </Stack>
        </Box>
        {disagrees && !readOnly ? (
          <Button mode="ghost" text={`Usar ${formatRating(computed)}`} onClick={() => onChange(set(computed))} />
        ) : null}
      </Flex>
    </Card>
  );
}
