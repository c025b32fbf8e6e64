talat check --help
