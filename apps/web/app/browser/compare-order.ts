// The comparison's "Comparar" ticks, sent in the order the visitor chose them. Without this module a form sends
// its checkboxes in page order, so with more than three ticks the server would keep the first three of the list,
// not the first three chosen (the page says «comparamos los 3 primeros que elegiste»). It also holds the ticks to
// the table's limit: once three are ticked, the other boxes are disabled until one is unticked (without JavaScript,
// the server compares the first three and says which it left out). Part of the page module.
const PICK = "input.compare-pick";
const NAME = "comparar";

const form = document.querySelector<HTMLInputElement>(PICK)?.form;
if (form) {
  // The casinos already being compared, in the order the address gives them (the server keeps that order), then
  // those ticked before this module ran (it loads after the first paint), in page order: their order is not known.
  const order = new URL(location.href).searchParams.getAll(NAME);
  for (const input of form.querySelectorAll<HTMLInputElement>(PICK)) {
    if (input.checked && !order.includes(input.value)) order.push(input.value);
  }
  // The form says how many the table takes (ComparisonForm); a compared casino this page does not show counts too.
  const max = Number(form.dataset.compareMax) || Number.POSITIVE_INFINITY;
  const holdToLimit = () => {
    const boxes = [...form.querySelectorAll<HTMLInputElement>(PICK)];
    const kept = form.querySelectorAll(`input[type="hidden"][name="${NAME}"]`).length;
    const picked = boxes.filter((box) => box.checked).length + kept;
    const full = picked >= max;
    for (const box of boxes) box.disabled = full && !box.checked;
    form.toggleAttribute("data-compare-full", full);
    const count = form.querySelector("[data-compare-count]");
    // Boxes ticked before this module ran can pass the limit: the server then compares the first ones.
    if (count && Number.isFinite(max)) {
      count.textContent =
        picked > max ? `Has elegido ${picked}: se comparan ${max} como máximo` : `Has elegido ${picked} de ${max}`;
    }
  };
  holdToLimit();
  form.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches(PICK)) return;
    const index = order.indexOf(input.value);
    if (index !== -1) order.splice(index, 1);
    if (input.checked) order.push(input.value);
    holdToLimit();
  });
  form.addEventListener("formdata", (event) => {
    const sent = event.formData.getAll(NAME).map(String);
    const chosen = order.filter((slug) => sent.includes(slug));
    event.formData.delete(NAME);
    for (const slug of [...chosen, ...sent.filter((slug) => !chosen.includes(slug))]) {
      event.formData.append(NAME, slug);
    }
  });
}

export {};
