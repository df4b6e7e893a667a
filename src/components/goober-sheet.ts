// notistack styles itself through goober, which makes its <style id="_goober"> by writing its
// innerHTML, refused under Trusted Types; given one (found by that id), it writes into that.
if (!document.getElementById('_goober')) {
  const sheet = document.createElement('style');
  sheet.id = '_goober';
  sheet.textContent = ' ';
  document.head.append(sheet);
}
