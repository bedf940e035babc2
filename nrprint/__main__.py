from nrprint.cli import main

raise SystemExit(main())
