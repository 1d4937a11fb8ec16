//! (Tests only.) What docs/deploy.md promises of the GitHub Pages workflow (`.github/workflows/pages.yml`),
//! checked: the workflow's steps are the commands the page gives, and it publishes the site
//! `cargo xtask dist` builds for the repository's address.

/// The commands of a workflow's `run:` steps, one string a step (a block's lines joined by
/// newlines, its indentation taken off).
pub fn run_steps(workflow: &str) -> Vec<String> {
    let mut steps = Vec::new();
    let mut lines = workflow.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(at) = line.find("run:") else {
            continue;
        };
        if !line[..at].trim().trim_start_matches('-').trim().is_empty() {
            continue;
        }
        let rest = line[at + 4..].trim();
        if rest != "|" {
            steps.push(rest.to_owned());
            continue;
        }
        let mut block = Vec::new();
        let mut indent = None;
        while let Some(next) = lines.peek() {
            let depth = next.len() - next.trim_start().len();
            if !next.trim().is_empty() && depth <= at {
                break;
            }
            let depth = *indent.get_or_insert(depth);
            block.push(next.get(depth..).unwrap_or("").trim_end().to_owned());
            lines.next();
        }
        steps.push(block.join("\n").trim_end().to_owned());
    }
    steps
}

/// The fenced code blocks of the section of `markdown` headed `heading` (to the next heading of
/// its level or above), each line less its fence's indentation (a block in a list item).
pub fn section_code(markdown: &str, heading: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut inside = false;
    let mut code: Option<Vec<&str>> = None;
    let mut indent = 0;
    for line in markdown.lines() {
        if code.is_none() && line.starts_with("## ") {
            inside = line.trim() == heading;
            continue;
        }
        if !inside {
            continue;
        }
        if line.trim_start().starts_with("```") {
            match code.take() {
                Some(lines) => blocks.push(lines.join("\n")),
                None => {
                    indent = line.len() - line.trim_start().len();
                    code = Some(Vec::new());
                }
            }
        } else if let Some(lines) = code.as_mut() {
            let depth = (line.len() - line.trim_start().len()).min(indent);
            lines.push(line.get(depth..).unwrap_or(""));
        }
    }
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::root;

    fn read(path: &str) -> String {
        std::fs::read_to_string(root().join(path)).unwrap()
    }

    #[test]
    fn the_workflow_runs_the_commands_the_page_gives() {
        let workflow = read(".github/workflows/pages.yml");
        let page = read("docs/deploy.md");
        let steps = run_steps(&workflow);
        assert!(steps.len() >= 2, "{steps:?}");
        let given = section_code(&page, "## GitHub Pages").join("\n");
        for step in &steps {
            assert!(
                given.contains(step.as_str()),
                "docs/deploy.md's GitHub Pages section does not give the workflow's step:\n{step}"
            );
        }
        // The site for the repository's address, published from dist/.
        assert!(steps.iter().any(|s| s.contains("cargo xtask dist --base")));
        assert!(workflow.contains("actions/upload-pages-artifact"));
        assert!(workflow.contains("path: dist"));
        assert!(workflow.contains("actions/deploy-pages"));
    }

    #[test]
    fn run_steps_reads_one_line_and_block_steps() {
        let yaml = "steps:\n  - run: echo one\n  - name: two\n    run: |\n      a\n        b\n      c\n  - uses: x\n";
        assert_eq!(run_steps(yaml), ["echo one", "a\n  b\nc"]);
    }

    #[test]
    fn every_base_the_page_names_is_one_the_build_takes() {
        use crate::build::valid_base;
        for base in ["/", "/mastermind/", "/games/mastermind/", "/a.b_c~d-e/"] {
            assert!(valid_base(base), "{base}");
        }
        for base in [
            "",
            "mastermind/",
            "/mastermind",
            "//",
            "/a//b/",
            "/../",
            "/a b/",
            "/a?/",
        ] {
            assert!(!valid_base(base), "{base}");
        }
    }
}
