// The casino's rating as the form computes it: the weighted average of the breakdown, rounded with the rule
// from @casinolupa/domain. When an editor changes a sub-score, the rating follows in the same draft, so a
// changed sub-score is all a publish needs. A rating written elsewhere that disagrees with its breakdown is
// left as it is (the field's validation then blocks publishing) until the breakdown is edited or the editor
// applies the computed value with the button.
import { expectedRating, formatRating, isCompleteBreakdown } from "@casinolupa/domain";
import { Box, Button, Card, Flex, Text } from "@sanity/ui";
import { useEffect, useRef } from "react";
import { type NumberInputProps, set, useFormValue } from "sanity";

export function ComputedRatingInput({ value, onChange, readOnly }: NumberInputProps) {
  const breakdown = useFormValue(["ratingBreakdown"]);
  const computed = isCompleteBreakdown(breakdown as Record<string, unknown> | undefined)
    ? expectedRating(breakdown as Parameters<typeof expectedRating>[0])
    : undefined;
  const seen = useRef(JSON.stringify(breakdown ?? null));

  useEffect(() => {
    const current = JSON.stringify(breakdown ?? null);
    if (current === seen.current) return;
    seen.current = current;
    if (!readOnly && computed !== undefined && computed !== value) onChange(set(computed));
  }, [breakdown, computed, value, onChange, readOnly]);

  const disagrees = computed !== undefined && value !== computed;
  return (
    <Card padding={3} radius={2} border tone={disagrees ? "critical" : "transparent"}>
      <Flex align="center" gap={3} wrap="wrap">
        <Box flex={1}>
          <Text size={2} weight="semibold" data-testid="computed-rating">
            {typeof value === "number" ? `${formatRating(value)}/10` : "Sin nota"}
          </Text>
          <Box marginTop={3}>
            <Text size={1} muted>
              {computed === undefined
                ? "Completa las siete notas del desglose y la nota se calculará sola."
                : disagrees
                  ? `No coincide con el desglose: su media ponderada redondeada es ${formatRating(computed)}.`
                  : "Calculada a partir del desglose; cambia una nota del desglose para cambiarla."}
            </Text>
          </Box>
        </Box>
        {disagrees && !readOnly ? (
          <Button mode="ghost" text={`Usar ${formatRating(computed)}`} onClick={() => onChange(set(computed))} />
        ) : null}
      </Flex>
    </Card>
  );
}
