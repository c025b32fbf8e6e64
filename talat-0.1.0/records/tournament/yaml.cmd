talat yaml match/yaml.tgn
