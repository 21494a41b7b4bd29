// Reminders — small enhancements; every page works without this script.
"use strict";

// A form is sent once: a second click while the first request is on its way (a sign-up's
// password hash takes seconds) does nothing, and the button says what is happening.
document.addEventListener("submit", (event) => {
  if (event.defaultPrevented) return;
  const form = event.target;
  if (form.dataset.sending) {
    event.preventDefault();
    return;
  }
  form.dataset.sending = "true";
  form.setAttribute("aria-busy", "true");
  const button = event.submitter;
  if (button && button.dataset.busyLabel) button.textContent = button.dataset.busyLabel;
});

// Coming back to a page from the browser's history shows its forms ready again.
window.addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  for (const form of document.querySelectorAll("form[data-sending]")) {
    delete form.dataset.sending;
    form.removeAttribute("aria-busy");
  }
});

// A row's menu closes when another opens or when the person clicks elsewhere or presses Escape.
document.addEventListener("click", (event) => {
  for (const menu of document.querySelectorAll("details.row-menu[open], details.menu[open]")) {
    if (!menu.contains(event.target)) menu.open = false;
  }
});
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  for (const menu of document.querySelectorAll("details.row-menu[open], details.menu[open]")) {
    menu.open = false;
    menu.querySelector("summary").focus();
  }
});

// A new account starts in the browser's time zone (without this script, in the server's; the
// Settings page changes it either way).
for (const field of document.querySelectorAll("input[data-time-zone]")) {
  try {
    field.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  } catch (error) {
    field.value = "";
  }
}

// In a list in manual order, open reminders can be dragged to a new place by a handle the script
// adds to each row, with pointer events, so that a finger moves them as a mouse does (HTML5 drag
// and drop does nothing on touch screens). A drop posts the row's own form with
// `action=placeReminder` and `beforeID` or `afterID` — the form the Move up and Move down buttons
// send, so the server's rules and answers are the same — and the page comes back from the
// redirect. Without this script, those buttons do the same job.
for (const list of document.querySelectorAll("ul[data-reorder]")) {
  const rows = () => Array.from(list.querySelectorAll(":scope > li.reminder:not(.completed):not(.subtask)"));
  let dragged = null;
  let target = null;
  const clearMarks = () => {
    for (const row of list.querySelectorAll(".drop-before, .drop-after")) row.classList.remove("drop-before", "drop-after");
  };
  // The row under the pointer and which half of it: where the dragged row would land.
  const dropAt = (y) => {
    for (const row of rows()) {
      const box = row.getBoundingClientRect();
      if (row !== dragged && y >= box.top && y < box.bottom) return { row, side: y < box.top + box.height / 2 ? "before" : "after" };
    }
    return null;
  };
  const finish = () => {
    if (dragged) dragged.classList.remove("dragging");
    clearMarks();
    dragged = null;
    target = null;
  };
  for (const row of rows()) {
    const handle = document.createElement("span");
    handle.className = "drag-handle";
    handle.setAttribute("aria-hidden", "true");
    const form = row.querySelector("form.row");
    if (!form) continue;
    form.prepend(handle);
    handle.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      event.preventDefault();
      handle.setPointerCapture(event.pointerId);
      dragged = row;
      row.classList.add("dragging");
    });
    handle.addEventListener("pointermove", (event) => {
      if (dragged !== row) return;
      clearMarks();
      target = dropAt(event.clientY);
      if (target) target.row.classList.add(target.side === "before" ? "drop-before" : "drop-after");
    });
    handle.addEventListener("pointercancel", finish);
    handle.addEventListener("pointerup", () => {
      const drop = dragged === row ? target : null;
      finish();
      const other = drop && drop.row.querySelector("input[name=reminderID]");
      if (!other) return;
      const fields = { action: "placeReminder", [drop.side === "before" ? "beforeID" : "afterID"]: other.value };
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      form.submit();
    });
  }
}

// A row's menu near the bottom of the window opens upward when there is no room below it.
document.addEventListener("toggle", (event) => {
  const menu = event.target;
  if (!(menu instanceof HTMLDetailsElement) || !menu.classList.contains("row-menu")) return;
  menu.classList.remove("opens-up");
  if (!menu.open) return;
  const panel = menu.querySelector(".menu-panel");
  if (!panel) return;
  const below = panel.getBoundingClientRect();
  const above = menu.getBoundingClientRect().top;
  if (below.bottom > window.innerHeight && above > below.height) menu.classList.add("opens-up");
}, true);

// Quick add's preview: as the person types in a quick-add field, what adding the line would read
// ("Recognised: Due Tomorrow, 09:00 · Priority High") shows under it, asked of the server — the
// one parser — a quarter of a second after the last key; its live region says it to a screen
// reader. Without this script the line is read when it is added, and the message says so.
for (const field of document.querySelectorAll("input[data-preview]")) {
  const output = document.getElementById(`${field.id}-preview`);
  if (!output) continue;
  let timer = 0;
  let asked = 0;
  const show = async () => {
    const ask = ++asked;
    let text = "";
    if (field.value.trim()) {
      try {
        const response = await fetch(`${field.dataset.preview}?text=${encodeURIComponent(field.value)}`, { headers: { Accept: "text/plain" } });
        if (response.ok && !response.redirected) text = await response.text();
      } catch (error) {
        text = "";
      }
    }
    if (ask === asked && output.textContent !== text) output.textContent = text;
  };
  field.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(show, 250);
  });
}

// The Repeat section shows only the controls of the frequency chosen (the days of a weekly
// repeat, the day of a monthly one, an end for any); without this script it shows them all,
// and the server reads what the frequency needs.
for (const frequency of document.querySelectorAll("select[data-repeat-frequency]")) {
  const section = frequency.closest("fieldset");
  const parts = section ? section.querySelectorAll("[data-repeat-for]") : [];
  const update = () => {
    for (const part of parts) part.hidden = !part.dataset.repeatFor.split(" ").includes(frequency.value);
  };
  frequency.addEventListener("change", update);
  update();
}

// Keyboard shortcuts, when no field has the keys: n a new reminder (the quick-add field), /
// search, j and k the next and previous row, x completes the row, e edits it, ? lists them.
const shortcuts = document.getElementById("shortcuts");
if (shortcuts) {
  for (const button of shortcuts.querySelectorAll("[data-close]")) button.addEventListener("click", () => shortcuts.close());
}
const rowList = () => Array.from(document.querySelectorAll("main li.reminder"));
const currentRow = () => document.activeElement && document.activeElement.closest && document.activeElement.closest("main li.reminder");
const focusRow = (step) => {
  const rows = rowList();
  if (!rows.length) return;
  const index = rows.indexOf(currentRow());
  const next = rows[index < 0 ? (step > 0 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, index + step))];
  const link = next.querySelector(".reminder-title");
  if (link) {
    link.focus();
    next.scrollIntoView({ block: "nearest" });
  }
};
document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  const typing = event.target.closest && event.target.closest("input, textarea, select, [contenteditable]");
  if (typing || (shortcuts && shortcuts.open && event.key !== "?")) return;
  const row = currentRow();
  let done = true;
  switch (event.key) {
    case "n": {
      const field = document.getElementById("new-title");
      if (field) field.focus();
      else done = false;
      break;
    }
    case "/": {
      const search = document.getElementById("site-search");
      if (search && search.offsetParent !== null) search.focus();
      else {
        const link = document.querySelector(".search-link a");
        if (link) link.click();
        else done = false;
      }
      break;
    }
    case "j": focusRow(1); break;
    case "k": focusRow(-1); break;
    case "x": {
      const check = row && row.querySelector("button.check");
      if (check) check.click();
      else done = false;
      break;
    }
    case "e": {
      const link = row && row.querySelector(".reminder-title");
      if (link) link.click();
      else done = false;
      break;
    }
    case "?":
      if (shortcuts) {
        if (shortcuts.open) shortcuts.close();
        else shortcuts.showModal();
      } else done = false;
      break;
    default: done = false;
  }
  if (done) event.preventDefault();
});
