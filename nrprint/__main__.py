from nrprint.cli import entry

entry()
