// The input of every number field: a text box that reads «6,0» and «6.0» as 6 (spanish-number.ts) and shows
// numbers with a comma. What it cannot read is not stored; the message says why, under the field. The field's
// own rule messages (out of range, not a whole number) are shown under it too, not only in the validation panel.
import { Stack, Text, TextInput } from "@sanity/ui";
import { useEffect, useState } from "react";
import { type NumberInputProps, set, unset } from "sanity";
import { formatSpanishNumber, INVALID_NUMBER_MESSAGE, parseSpanishNumber } from "./spanish-number";

export function SpanishNumberInput({ value, onChange, readOnly, elementProps, validation }: NumberInputProps) {
  const [text, setText] = useState(formatSpanishNumber(value));
  const [invalid, setInvalid] = useState(false);

  // A change from elsewhere (another editor, a computed field) replaces the text, unless it is what was typed.
  useEffect(() => {
    setText((current) => {
      const typed = parseSpanishNumber(current);
      const same = typed.kind === "number" ? typed.value === value : value === undefined;
      return same ? current : formatSpanishNumber(value);
    });
  }, [value]);

  const messages = [
    ...(invalid ? [INVALID_NUMBER_MESSAGE] : []),
    ...validation.filter((marker) => marker.level === "error").map((marker) => marker.message),
  ];
  return (
    <Stack gap={2}>
      <TextInput
        id={elementProps.id}
        ref={elementProps.ref}
        onFocus={elementProps.onFocus}
        onBlur={elementProps.onBlur}
        placeholder={elementProps.placeholder}
        type="text"
        inputMode="decimal"
        value={text}
        readOnly={readOnly}
        customValidity={messages[0]}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          const parsed = parseSpanishNumber(typed);
          setInvalid(parsed.kind === "invalid");
          if (parsed.kind === "number" && parsed.value !== value) onChange(set(parsed.value));
          if (parsed.kind === "empty" && value !== undefined) onChange(unset());
        }}
      />
      {messages.map((message) => (
        <Text key={message} size={1} style={{ color: "var(--card-badge-critical-fg-color, #c3362b)" }}>
          {message}
        </Text>
      ))}
    </Stack>
  );
}
