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
