// A TodoMVC-like list: add with Enter or by leaving the field (its blur handler adds the
// text, as several TodoMVC implementations do), tick rows, tick all, delete, clear
// completed, filter by the URL fragment. Rows are updated in place, keyed by id, as
// frameworks with keyed lists do. State is kept in localStorage under "todos-m2miner".
(function () {
  'use strict';
  const KEY = 'todos-m2miner';
  const $ = id => document.getElementById(id);
  let todos = JSON.parse(localStorage.getItem(KEY) || '[]');
  let nextId = todos.reduce((m, t) => Math.max(m, t.id), 0) + 1;

  function save() { localStorage.setItem(KEY, JSON.stringify(todos)); }
  function filter() { return (location.hash.replace(/^#\/?/, '') || 'all'); }
  function visible(t) {
    const f = filter();
    return f === 'all' || (f === 'active' && !t.completed) || (f === 'completed' && t.completed);
  }

  function rowFor(todo) {
    let li = document.querySelector(`li[data-id="${todo.id}"]`);
    if (!li) {
      li = document.createElement('li');
      li.dataset.id = todo.id;
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.className = 'toggle';
      box.addEventListener('change', () => { todo.completed = box.checked; update(); });
      const label = document.createElement('label');
      const del = document.createElement('button');
      del.className = 'destroy';
      del.textContent = '\u00d7';
      del.addEventListener('click', () => { todos = todos.filter(t => t !== todo); update(); });
      li.append(box, label, del);
    }
    li.querySelector('label').textContent = todo.title;
    li.querySelector('.destroy').setAttribute('aria-label', `Delete ${todo.title}`);
    li.querySelector('.toggle').checked = todo.completed;
    li.classList.toggle('completed', todo.completed);
    li.hidden = !visible(todo);
    return li;
  }

  function update() {
    save();
    const list = $('list');
    const rows = todos.map(rowFor);
    for (const li of Array.from(list.children)) {
      if (!rows.includes(li)) li.remove();
    }
    rows.forEach(li => list.appendChild(li));
    const left = todos.filter(t => !t.completed).length;
    $('main').hidden = $('footer').hidden = todos.length === 0;
    $('toggle-all').checked = todos.length > 0 && left === 0;
    $('count').textContent = `${left} item${left === 1 ? '' : 's'} left`;
    $('clear-completed').hidden = todos.every(t => !t.completed);
    for (const a of document.querySelectorAll('.filters a')) {
      a.classList.toggle('selected', a.getAttribute('href') === `#/${filter() === 'all' ? '' : filter()}`);
    }
  }

  function add() {
    const field = $('new-todo');
    const title = field.value.trim();
    if (!title) return;
    todos.push({ id: nextId++, title, completed: false });
    field.value = '';
    update();
  }

  $('new-todo').addEventListener('keydown', e => { if (e.key === 'Enter') add(); });
  $('new-todo').addEventListener('blur', add);
  $('toggle-all').addEventListener('change', e => {
    todos.forEach(t => { t.completed = e.target.checked; });
    update();
  });
  $('clear-completed').addEventListener('click', () => {
    todos = todos.filter(t => !t.completed);
    update();
  });
  window.addEventListener('hashchange', update);
  update();
})();
