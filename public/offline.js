// "Try again" on the offline page: the shop's CSP allows no inline handlers.
document.getElementById('try-again').addEventListener('click', () => location.reload());
