# Names vulture reports as unused that something outside its view uses ([tool.vulture] in
# pyproject.toml reads this file as one more user of them). Never imported or run.
# One entry a name, with why it stays. `_` stands for any object.
# ruff: noqa
_ = object()

# Framework hooks and attributes a library reads.
_.filters  # reportlab: a PDF stream's encoders (render/streampdf.py, render/subsets.py)
_.__Comment__  # reportlab: the comment written before a PDF object (render/streampdf.py)
_.__accum__  # reportlab: the document being formatted (render/streampdf.py)
_._lazy  # render/faces.py: read through __dict__, which vulture does not follow
_._fillColorObj  # reportlab: the canvas's fill colour (render/fastcanvas.py)
_.keepWithNext  # reportlab platypus: a heading stays with what follows (rulings/pdf_doc.py)
_.Dests  # reportlab: the catalog's named destinations (rulings/pdf_doc.py)
_.afterFlowable  # reportlab platypus: called after each drawn flowable (rulings/pdf_doc.py)
availWidth  # reportlab platypus: Flowable.split's signature (rulings/pdf_doc.py)
availHeight  # reportlab platypus: Flowable.split's signature (rulings/pdf_doc.py)
_.preserve_quotes  # ruamel.yaml: keep the quotes of written content (translate/yamledit.py)
compile_e  # babel: _GettextCompiler's hook, overridden (lang/plurals.py)
compile_c  # babel: _GettextCompiler's hook, overridden (lang/plurals.py)
_.server_version  # http.server: the Server header (watch/server.py)
_.log_message  # http.server: request logging, silenced (watch/server.py)
_.do_GET  # http.server: answers GET (watch/server.py)
_.daemon_threads  # socketserver: request threads do not hold the exit (watch/server.py)
_.handle_error  # socketserver: a dropped connection is not reported (watch/server.py)
client_address  # socketserver: handle_error's signature (watch/server.py)
_.handle_starttag  # html.parser: HTMLParser's hook (tests/watch/test_page.py)
_.handle_data  # html.parser: HTMLParser's hook (tests/watch/test_page.py)
_.binary_location  # selenium: the browser to drive (tests/watch/test_browser.py)
config  # pytest: pytest_collection_modifyitems's signature (tests/conftest.py)

# Fields of validated files, read by name (getattr) or kept as data for their readers.
_.regular  # templates/base.yaml fonts: read as getattr(fonts, style) (render/fonts.py)
_.bold_italic  # templates/base.yaml fonts: read as getattr(fonts, style) (render/fonts.py)
_.design_notes  # content: an Automa deck's notes for authors; the vocabulary check reads them
_.about  # rulings: a citation's subject, written to the imported data (rulings/importer.py)
_.corp_start_line  # rulings: where the Corp half starts, recorded in the imported data
_.corp_evidence  # rulings: why the importer chose it, recorded in the imported data
_.runner_start_line  # rulings: where the Runner half starts, recorded in the imported data
_.runner_evidence  # rulings: why the importer chose it, recorded in the imported data
_.psi_win  # card play facts: read by name (simulate/played.py, simulate/effects/corp_psi.py)
_.ai_points_to_win  # play.yaml: refused with a message if present (simulate/rules.py validator)
_.opponent_points_to_win  # play.yaml: refused with a message if present (simulate/rules.py validator)

# Imported for what importing them does.
play_rules_corp  # cards/play.py: registers the Corp card rules
play_rules_currents  # cards/play.py: registers rules
play_rules_runner  # cards/play.py: registers rules
play_rules_runner_choices  # cards/play.py: registers rules
play_rules_runner_click_runs  # cards/play.py: registers rules
play_rules_runner_counter_breaks  # cards/play.py: registers rules
play_rules_runner_counters  # cards/play.py: registers rules
play_rules_runner_events  # cards/play.py: registers rules
play_rules_runner_ice  # cards/play.py: registers rules
play_rules_runner_plays  # cards/play.py: registers rules
play_rules_runner_runs  # cards/play.py: registers rules
play_rules_runner_score_area  # cards/play.py: registers rules
play_rules_runner_servers  # cards/play.py: registers rules
play_rules_runner_small  # cards/play.py: registers rules
play_rules_runner_spend  # cards/play.py: registers rules
play_rules_runner_turns  # cards/play.py: registers rules

# Tests: names a tuple unpacking gives for symmetry.
bb  # tests/automa/test_sheets_pdf.py: the back's bounding box, four names like the front's
br  # tests/automa/test_sheets_pdf.py
s2  # tests/images/test_tts.py: the second sheet, opened beside the first

# Dead, in another owner's files (session 11): drop each entry once its owner deletes the name.
_.building  # watch/session.py (options): sent in /state.json, read by no page

# Named by "module:name" strings in model/domains.py (imported when the domain first loads).
load_decks  # model/automa.py
load_card_words  # model/card_words.py
GlossaryTerms  # model/glossary_terms.py
load_houserules  # model/multiplayer.py
# Tests: a rule registered for its effect on the registry, never called by name.
turn_only  # tests/checks/test_registry_mutants.py
