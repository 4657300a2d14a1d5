// The «Boletín» form: above its fields, what publishing does now. Before the first publish it approves the send;
// while the site sends it and after, publishing again sends nothing (the site enforces it), and the form says so.
import { Card, Stack, Text } from "@sanity/ui";
import { type ObjectInputProps, useEditState, useFormValue } from "sanity";
import { publishedId } from "./site-api";
import { useSendReport } from "./use-send-report";
import { issueNotice } from "./words";

export function NewsletterIssueForm(props: ObjectInputProps) {
  const id = publishedId((useFormValue(["_id"]) as string | undefined) ?? "");
  const { published } = useEditState(id, "newsletterIssue");
  const { report, error } = useSendReport(id || undefined, published?._rev);
  const notice = issueNotice(report, error);
  return (
    <Stack gap={5}>
      <Card padding={3} radius={2} border tone={notice.tone} data-testid="newsletter-issue-notice">
        <Text size={1}>{notice.text}</Text>
      </Card>
      {props.renderDefault(props)}
    </Stack>
  );
}
